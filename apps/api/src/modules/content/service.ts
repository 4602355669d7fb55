import { DomainError } from '@shop/domain/errors';
import type { HomeLayoutRow, HomeRow, NoticeBanner } from '@shop/domain/content/schemas';
import { remember, type Cache } from '../../adapters/cache/port.ts';
import type { Db } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import {
  countNoticeSeen,
  findLatestNotice,
  findHomeRow,
  listBannerRows,
  listHomeLayoutRows,
  listSliderRows,
} from './queries.ts';

export type ContentService = ReturnType<typeof createContentService>;

/** The spec keeps a loaded home row about three minutes. */
export const homeRowTtlSeconds = 180;
const shelfSize = 12;

export function createContentService(deps: { db: Db; cache: Cache; catalogue: CatalogueService }) {
  const { db, cache, catalogue } = deps;

  async function buildRow(layout: HomeLayoutRow): Promise<HomeRow> {
    const base = { id: layout.id, title: layout.title, ids: layout.ids };
    switch (layout.model) {
      case 'slider':
        return { ...base, model: 'slider', record: null, records: await listSliderRows(db, layout.ids) };
      case 'banner':
        return { ...base, model: 'banner', record: null, records: await listBannerRows(db, layout.ids) };
      case 'category':
        return {
          ...base,
          model: 'category',
          record: null,
          records: await catalogue.listCategoryCards(layout.ids),
        };
      case 'brand':
        return { ...base, model: 'brand', record: null, records: await catalogue.listBrands(layout.ids) };
      case 'bundle':
        return {
          ...base,
          model: 'bundle',
          record: null,
          records: await catalogue.listBundleCards(layout.ids),
        };
      case 'shelf_special_sale': {
        const records = await catalogue.listSpecialSale(shelfSize);
        const ends = records.flatMap((product) =>
          product.special_sale ? [product.special_sale.expiration] : [],
        );
        const expiration = ends.length > 0 ? Math.min(...ends) : null;
        return { ...base, model: 'shelf_special_sale', record: { expiration }, records };
      }
      case 'shelf_category': {
        const shelf = await catalogue.listCategoryShelf(layout.ids[0] ?? 0, shelfSize);
        if (!shelf) throw new DomainError('HOME_ROW_NOT_FOUND');
        return { ...base, model: 'shelf_category', record: shelf.category, records: shelf.products };
      }
      case 'custom_shelf': {
        const found = await catalogue.listCustomShelf(layout.ids[0] ?? 0, shelfSize);
        if (!found) throw new DomainError('HOME_ROW_NOT_FOUND');
        return { ...base, model: 'custom_shelf', record: found.shelf, records: found.products };
      }
    }
  }

  return {
    listSliders: () => listSliderRows(db),

    /** Asked by every page once it is idle: kept as the public cache keeps any catalogue answer. */
    latestNotice: (): Promise<NoticeBanner | null> => findLatestNotice(db),

    async noticeSeen(id: number): Promise<void> {
      if (!(await countNoticeSeen(db, id))) throw new DomainError('NOTICE_NOT_FOUND');
    },

    listHomeLayouts: (): Promise<HomeLayoutRow[]> =>
      remember(cache, 'content:home-layouts', homeRowTtlSeconds, () => listHomeLayoutRows(db)),

    async loadHomeRow(id: number): Promise<HomeRow> {
      return remember(cache, `content:home-row:${id}`, homeRowTtlSeconds, async () => {
        const layout = await findHomeRow(db, id);
        if (!layout) throw new DomainError('HOME_ROW_NOT_FOUND');
        return buildRow(layout);
      });
    },
  };
}
