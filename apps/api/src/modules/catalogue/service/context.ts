import type { Brand } from '@shop/domain/catalogue/schemas';
import type { CategoryRow } from '@shop/domain/catalogue/category-tree';
import { remember, type Cache } from '../../../adapters/cache/port.ts';
import type { Db } from '../../../db/client.ts';
import { listBrandRows } from '../queries/brands.ts';
import { listCategoryRows } from '../queries/categories.ts';

export type CatalogueDeps = {
  db: Db;
  cache: Cache;
  now: () => Date;
  /** The address customers use, for share links. */
  publicUrl: string;
};

/** What every catalogue use case works with: the deps plus the small tables every page needs. */
export type CatalogueContext = CatalogueDeps & {
  categoryRows: () => Promise<CategoryRow[]>;
  brandRows: () => Promise<Brand[]>;
};

/** Categories and brands change rarely and every page's menu, breadcrumb or filter needs them. */
const smallTablesTtlSeconds = 60;

export function createCatalogueContext(deps: CatalogueDeps): CatalogueContext {
  return {
    ...deps,
    categoryRows: () =>
      remember(deps.cache, 'catalogue:category-rows', smallTablesTtlSeconds, () => listCategoryRows(deps.db)),
    brandRows: () =>
      remember(deps.cache, 'catalogue:brand-rows', smallTablesTtlSeconds, () => listBrandRows(deps.db)),
  };
}

/** Rows in the order of `ids` (the order staff arranged), skipping ids that no longer exist. */
export function inOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
