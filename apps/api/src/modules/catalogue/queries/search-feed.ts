import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { productCardColumns } from '../public/product-columns.ts';
import { brands, products } from '../public/tables.ts';

/**
 * What a process's catalogue index keeps of a product (service/search-index.ts): what suggestions
 * match and order by, what listings filter and order by, the card both show, with its search version.
 * Every column here but the brand's must be in the list of migration 0026's trigger, or its changes
 * would not reach the index.
 */
const feedColumns = {
  ...productCardColumns,
  searchText: products.searchText,
  isActive: products.isActive,
  inStock: sql<boolean>`${products.inventory} > 0`,
  soldCount: products.soldCount,
  // Microseconds, as PostgreSQL orders and compares them (a Date keeps milliseconds): exact in a
  // double for the next few centuries.
  createdMicros: sql<number>`(extract(epoch from ${products.createdAt}) * 1000000)::float8`.mapWith(Number),
  saleEndsMicros: sql`(extract(epoch from ${products.specialSaleEndsAt}) * 1000000)::float8`.mapWith(
    (value: unknown): number | null => (value === null ? null : Number(value)),
  ),
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
