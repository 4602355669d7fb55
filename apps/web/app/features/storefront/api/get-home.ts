import * as content from '@shop/domain/content/endpoints';
import type { HomeLayoutRow, HomeRow } from '@shop/domain/content/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/**
 * How many rows the server renders. The first screens (slider, categories, special sale, banners,
 * a shelf) come with the HTML, so the first paint and crawlers see real content; the rest load one
 * by one as the visitor scrolls near them, as the spec's home does, which keeps the page light.
 */
export const serverRenderedRows = 5;

export type HomeSlot = { layout: HomeLayoutRow; row: HomeRow | null };

/** `POST home/load` for one row; null when it fails (the row is then left out: decision 6). */
export function loadHomeRow(api: ApiClient, id: number): Promise<HomeRow | null> {
  return api.call(content.homeRow, { body: { id } }).then(
    (envelope) => envelope.data,
    () => null,
  );
}

/** The layout (`GET home/layouts`) with the first rows loaded and the others left to the browser. */
export async function getHome(api: ApiClient): Promise<HomeSlot[]> {
  const layouts = (await api.call(content.homeLayouts)).data;
  return Promise.all(
    layouts.map(async (layout, index) => ({
      layout,
      row: index < serverRenderedRows ? await loadHomeRow(api, layout.id) : null,
    })),
  );
}
