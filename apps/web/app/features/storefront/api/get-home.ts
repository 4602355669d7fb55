import type { HomeLayoutRow, HomeRow } from '@shop/domain/content/schemas';
import type { ApiClient } from '../../../api/client.ts';

/**
 * The home page: `GET home/layouts`, then each row with `POST home/load` (the spec's contract),
 * all at once. A row that fails to load is left out rather than failing the page
 * (the spec does not say; docs/decisions.md).
 */
export async function getHome(api: ApiClient): Promise<HomeRow[]> {
  const layouts = (await api.get<HomeLayoutRow[]>('/home/layouts')).data;
  const rows = await Promise.all(
    layouts.map((layout) =>
      api.post<HomeRow>('/home/load', { id: layout.id }).then(
        (envelope) => envelope.data,
        () => null,
      ),
    ),
  );
  return rows.filter((row): row is HomeRow => row !== null);
}
