import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { sortOptions, type SortValue } from '@shop/domain/catalogue/listing-constants';
import type { Db } from '../../../db/client.ts';
import { brands, products } from '../public/tables.ts';
import { discountRatioSql, effectivePriceSql } from '../public/effective-price.ts';
import { inStockSql } from '../public/in-stock.ts';
import { productCardColumns, suggestionCardColumns } from '../public/product-columns.ts';
import { productWhere, type ProductFilter } from './product-filter.ts';
import { correctionRankSql, wholeWordCountSql, wordStartCountSql } from './text-search.ts';

/** The spec's sorts, plus relevance (a query and no sort). */
export type ListingSort = SortValue | 'relevance';

type SortKey = { expression: SQL; direction: 'asc' | 'desc' };

const inStockFirst: SortKey = { expression: inStockSql(), direction: 'desc' };

/**
 * What is in stock always comes first, then the chosen order; `products.id` ends every order so
 * pages never overlap. In stock + best-selling and in stock + newest match the partial listing
 * indexes (tables.ts), so those pages read 16 index entries, not the table.
 */
function sortKeys(sort: ListingSort, filter: ProductFilter, now: Date): SortKey[] {
  switch (sort) {
    case sortOptions.cheapest:
      return [inStockFirst, { expression: effectivePriceSql(now), direction: 'asc' }];
    case sortOptions.mostExpensive:
      return [inStockFirst, { expression: effectivePriceSql(now), direction: 'desc' }];
    case sortOptions.bestSelling:
      return [inStockFirst, { expression: sql`${products.soldCount}`, direction: 'desc' }];
    case sortOptions.newest:
      return [inStockFirst, { expression: sql`${products.createdAt}`, direction: 'desc' }];
    case sortOptions.biggestDiscount:
      return [inStockFirst, { expression: discountRatioSql(now), direction: 'desc' }];
    case 'relevance': {
      if (!filter.text) return sortKeys(sortOptions.bestSelling, filter, now);
      const correctionRank = correctionRankSql(filter.text);
      return [
        inStockFirst,
        ...(correctionRank ? [{ expression: correctionRank, direction: 'asc' } as const] : []),
        { expression: wholeWordCountSql(filter.text), direction: 'desc' },
        { expression: wordStartCountSql(filter.text), direction: 'desc' },
        { expression: sql`${products.soldCount}`, direction: 'desc' },
      ];
    }
  }
}

function orderOf(keys: readonly SortKey[]): SQL[] {
  return [...keys.map((key) => (key.direction === 'desc' ? desc : asc)(key.expression)), asc(products.id)];
}

/**
 * The page's ids are chosen first from `products` alone (a deferred join), so sorting and skipping
 * touch only the narrow covering listing index, not the wide rows; the cards of those 16 ids are then
 * read with their brand, in the same statement.
 */
export function sortedListingPage(
  db: Db,
  args: { filter: ProductFilter; sort: ListingSort; now: Date; limit: number; offset: number },
) {
  const keys = sortKeys(args.sort, args.filter, args.now);
  const page = db
    .select({
      pageId: sql<number>`${products.id}`.as('page_id'),
      ...Object.fromEntries(keys.map((key, i) => [`k${i}`, key.expression.as(`k${i}`)])),
    })
    .from(products)
    .where(productWhere(args.filter, args.now))
    .orderBy(...orderOf(keys))
    .limit(args.limit)
    .offset(args.offset)
    .as('page');
  const outerOrder = keys.map(
    (key, i) => sql`${sql.identifier('page')}.${sql.identifier(`k${i}`)} ${sql.raw(key.direction)}`,
  );
  return db
    .select(productCardColumns)
    .from(page)
    .innerJoin(products, eq(products.id, page.pageId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...outerOrder, asc(products.id));
}

export async function countProducts(db: Db, filter: ProductFilter, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(products)
    .where(productWhere(filter, now));
  return row?.count ?? 0;
}

/** The brands of the matching products with their counts and price ranges, most products first. */
export function listBrandFacets(db: Db, filter: ProductFilter, now: Date) {
  const price = effectivePriceSql(now);
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      count: sql<number>`count(*)::int`.mapWith(Number),
      min: sql<number>`min(${price})`.mapWith(Number),
      max: sql<number>`max(${price})`.mapWith(Number),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(productWhere(filter, now))
    .groupBy(brands.id)
    .orderBy(desc(sql`count(*)`), asc(brands.id));
}

/**
 * Suggestions come from the 200 matches that sell most (in stock first), ordered there by relevance.
 * Walking the listing index in that order stops after 200 hits, so a two-letter term matching a
 * tenth of the catalogue costs a few milliseconds, not a pass over every match, on every keystroke.
 */
const suggestionPool = 200;

/** The suggestion box's products: the listing's matching and relevance, fewer columns. */
export function listSuggestedProducts(
  db: Db,
  args: { filter: ProductFilter; now: Date; limit: number; offset: number },
) {
  const pool = db
    .select({ poolId: sql<number>`${products.id}`.as('pool_id') })
    .from(products)
    .where(productWhere(args.filter, args.now))
    .orderBy(...orderOf(sortKeys(sortOptions.bestSelling, args.filter, args.now)))
    .limit(suggestionPool)
    .as('pool');
  return db
    .select({ ...suggestionCardColumns, inventory: products.inventory })
    .from(pool)
    .innerJoin(products, eq(products.id, pool.poolId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...orderOf(sortKeys('relevance', args.filter, args.now)))
    .limit(args.limit)
    .offset(args.offset);
}
