import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { sortOptions, type SortValue } from '@shop/domain/catalogue/listing-constants';
import type { Db } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { brands, products } from '../public/tables.ts';
import {
  discountRatioSql,
  effectivePriceSql,
  everydayPriceSql,
  runningSpecialSale,
  salePriceSql,
} from '../public/effective-price.ts';
import { inStockSql } from '../public/in-stock.ts';
import { productCardColumns, suggestionCardColumns, type ProductCardRow } from '../public/product-columns.ts';
import { productWhere, type ProductFilter } from './product-filter.ts';
import { walkedListingPage } from './walked-listing.ts';
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
 * One page of product cards. A listing narrowed by category, brand, price, special sale or stock (no
 * text, no shelf) walks listing indexes in its order (walkedListingPage); any other is chosen by
 * `productWhere` and sorted (sortedListingPage).
 */
export async function listProductCardPage(
  db: Db,
  args: { filter: ProductFilter; sort: ListingSort; now: Date; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  const { filter } = args;
  const sort = args.sort === 'relevance' && !filter.text ? sortOptions.bestSelling : args.sort;
  if (
    sort === 'relevance' ||
    filter.text ||
    filter.shelfId !== undefined ||
    filter.specialShelfId !== undefined
  ) {
    return sortedListingPage(db, args);
  }
  return walkedListingPage(db, { ...args, sort });
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
  const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  const narrowed =
    Boolean(filter.text) ||
    filter.categoryIds !== undefined ||
    (filter.brandIds?.length ?? 0) > 0 ||
    filter.shelfId !== undefined ||
    filter.specialShelfId !== undefined;
  if (priced && !narrowed) return countPricedCatalogue(db, filter, now);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(products)
    .where(productWhere(filter, now));
  return row?.count ?? 0;
}

/**
 * The count of the whole catalogue's products in a price range, in two parts that each compare one
 * price column expression, as the walks do (walked-listing.ts): the products whose special sale runs
 * at `now`, by their sale price, and the others by their everyday price, which the listing price
 * index is ordered by (tables.ts) after in stock or not. PostgreSQL then counts a range of index
 * entries instead of working out every active product's price at `now`: at 100,000 products, 6 ms
 * instead of 107 for a range holding a third of them, 41 instead of 152 for two thirds (issue 22).
 * A category or a brand already narrows the count to a few thousand rows, read faster as they are
 * (1.4 against 2.3 ms for a category of 4,500), so those are not split. The same count as productWhere's.
 */
async function countPricedCatalogue(db: Db, filter: ProductFilter, now: Date): Promise<number> {
  const { minPrice, maxPrice, ...rest } = filter;
  const within = (price: SQL) => [
    ...(minPrice === undefined ? [] : [gte(price, minPrice)]),
    ...(maxPrice === undefined ? [] : [lte(price, maxPrice)]),
  ];
  const count = (where: SQL | undefined) => sql`(select count(*) from ${products} where ${where})`;
  const onSale = count(and(productWhere(rest, now), runningSpecialSale(now), ...within(salePriceSql())));
  // In stock or not, as the index leads: both ends of it are read, each in the price's order.
  const everyday = count(
    and(
      productWhere(rest, now),
      sql`${inStockSql()} = any('{t,f}'::boolean[])`,
      sql`${runningSpecialSale(now)} is not true`,
      ...within(everydayPriceSql()),
    ),
  );
  const total = filter.specialSale ? onSale : sql`${onSale} + ${everyday}`;
  const [row] = await rawRows<{ count: number }>(db, sql`select (${total})::int as count`);
  return Number(row?.count ?? 0);
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
