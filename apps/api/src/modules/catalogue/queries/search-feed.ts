import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { suggestionCardColumns } from '../public/product-columns.ts';
import { brands, products } from '../public/tables.ts';

/**
 * What a process's search index keeps of a product (service/search-index.ts): what it matches and
 * orders by, and the card a suggestion shows, with its search version. Every column here but the
 * brand's must be in the list of migration 0024's trigger, or its changes would not reach the index.
 */
const feedColumns = {
  ...suggestionCardColumns,
  searchText: products.searchText,
  isActive: products.isActive,
  inStock: sql<boolean>`${products.inventory} > 0`,
  soldCount: products.soldCount,
  version: products.searchVersion,
};

export type IndexedProductRow = Awaited<ReturnType<typeof listIndexedProducts>>[number];

/** Every active product, for a search index built from nothing. */
export function listIndexedProducts(db: Db) {
  return db
    .select(feedColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(sql`${products.isActive}`);
}

/**
 * The products whose search version is past `after`, withdrawn ones included, with their versions:
 * what an index compares with the versions it applied (an index-only scan of
 * products_search_version_idx, so reading again what it already has costs little).
 */
export function listChangedVersions(db: Db, after: number) {
  return db
    .select({ id: products.id, version: products.searchVersion })
    .from(products)
    .where(gt(products.searchVersion, after))
    .orderBy(asc(products.searchVersion));
}

/** The rows of the given products, withdrawn ones included (so the index drops them). */
export function listIndexRows(db: Db, ids: readonly number[]) {
  return db
    .select(feedColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...ids]));
}

// Prepared (db/prepared.ts): asked for every keystroke of the search box (a few keystrokes share one).
const newestVersion = preparedPerDatabase((db) =>
  db
    .select({ version: sql<number>`coalesce(max(${products.searchVersion}), 0)`.mapWith(Number) })
    .from(products)
    .prepare('search_index_version'),
);

/** The newest search version the database has committed (0 with no products). */
export async function findNewestSearchVersion(db: Db): Promise<number> {
  const [row] = await newestVersion(db).execute();
  return row?.version ?? 0;
}
