import type { Brand } from '@shop/domain/catalogue/schemas';
import type { CategoryRow } from '@shop/domain/catalogue/category-tree';
import { withNearCache } from '../../../adapters/cache/near-cache.ts';
import { remember, type Cache } from '../../../adapters/cache/port.ts';
import type { Db } from '../../../db/client.ts';
import { listBrandRows } from '../queries/brands.ts';
import { listCategoryRows } from '../queries/categories.ts';
import { createSearchIndex, type SearchIndex } from './search-index.ts';

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
  /** The search box's index of product texts, this process's own (search-index.ts). */
  searchIndex: SearchIndex;
};

/** Categories and brands change rarely and every page's menu, breadcrumb or filter needs them. */
const smallTablesTtlSeconds = 60;
/**
 * Read by nearly every request (a product's breadcrumb, a listing's brand names): each process also
 * keeps them, parsed, for these seconds, so a request costs neither a round trip to Redis nor the
 * parse of both tables (a tenth of a product page's CPU at 100,000 products: bench/RESULTS.md).
 * Nothing deletes them early, so this only stretches their minute by these seconds.
 */
const smallTablesNearSeconds = 5;

export function createCatalogueContext(deps: CatalogueDeps): CatalogueContext {
  const smallTables = withNearCache(deps.cache, { seconds: smallTablesNearSeconds, maxEntries: 16 });
  return {
    ...deps,
    categoryRows: () =>
      remember(smallTables, 'catalogue:category-rows', smallTablesTtlSeconds, () =>
        listCategoryRows(deps.db),
      ),
    brandRows: () =>
      remember(smallTables, 'catalogue:brand-rows', smallTablesTtlSeconds, () => listBrandRows(deps.db)),
    searchIndex: createSearchIndex(deps.db),
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
