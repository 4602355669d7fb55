import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { sortOptions, type SortValue } from '@shop/domain/catalogue/listing-constants';
import type { Db } from '../../../db/client.ts';
import { planFreeParam, preparedPerDatabase } from '../../../db/prepared.ts';
import { brands, products } from '../public/tables.ts';
import {
  discountRatioSql,
  effectivePriceSql,
  everydayPriceSql,
  runningSpecialSale,
  salePriceSql,
} from '../public/effective-price.ts';
import { discountRatioOf } from '../public/price-expressions.ts';
import { productCardArraySql, productCardFromArray, type ProductCardRow } from '../public/product-columns.ts';
import type { ProductFilter } from './product-filter.ts';

// A listing narrowed only by category, brand, price, special sale or stock, read by walking the
// listing indexes of tables.ts in its own order and stopping at the page (bench/EXPLAIN.md): what
// product-list.ts's listProductCardPage uses for every listing with no text and no shelf.

/** One page of such a listing: the same cards, in the same order, as sortedListingPage's. */
export async function walkedListingPage(
  db: Db,
  args: { filter: ProductFilter; sort: SortValue; now: Date; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  const { filter, sort } = args;
  const byBrand = (filter.brandIds?.length ?? 0) > 0;
  const shape: WalkShape = {
    walk: filter.categoryIds ? (byBrand ? 'categoryBrand' : 'category') : byBrand ? 'brand' : 'all',
    sort,
    priceRange: filter.minPrice !== undefined || filter.maxPrice !== undefined,
  };
  const rows = await preparedWalk(db, shape).execute({
    stocks: filter.inStockOnly ? [true] : [true, false],
    onlyInStock: filter.inStockOnly === true,
    onlySale: filter.specialSale === true,
    // Each id once: a walk is made per id.
    categories: [...new Set(filter.categoryIds)],
    brands: [...new Set(filter.brandIds)],
    now: args.now.toISOString(),
    // Every price is at least 0 (products_price_check; a negative discount is none); no price reaches
    // the largest bigint.
    min: filter.minPrice ?? 0,
    max: filter.maxPrice ?? '9223372036854775807',
    reach: args.offset + args.limit,
    limit: args.limit,
    offset: args.offset,
  });
  return rows.map((row) => row.card);
}

/**
 * What a walked listing's statement depends on (its values aside): which indexes it walks (each
 * category of the subtree, each chosen brand, both, or all products), the sort, and whether it has a
 * price range.
 */
type WalkShape = {
  walk: 'category' | 'categoryBrand' | 'brand' | 'all';
  sort: SortValue;
  priceRange: boolean;
};

type WalkValues = {
  stocks: boolean[];
  onlyInStock: boolean;
  onlySale: boolean;
  categories: readonly number[];
  brands: readonly number[];
  now: string;
  min: number | string;
  max: number | string;
  reach: number;
  limit: number;
  offset: number;
};

type PreparedWalk = { execute: (values: WalkValues) => Promise<{ card: ProductCardRow }[]> };

/**
 * Each shape is prepared once per database (db/prepared.ts, decision 28): a listing costs neither
 * building its SQL in drizzle (a third of its CPU in Node) nor, on PostgreSQL, parsing and planning
 * it. The shapes are few (4 walks × 5 sorts × with or without a price range; the other filters are
 * values), as each one a connection holds costs PostgreSQL some 250 kB.
 */
const preparedWalks = new Map<string, (db: Db) => PreparedWalk>();

function preparedWalk(db: Db, shape: WalkShape): PreparedWalk {
  const walk = shape.walk === 'categoryBrand' ? 'category_brand' : shape.walk;
  const name = `catalogue_walk_${walk}_${shape.sort}${shape.priceRange ? '_priced' : ''}`;
  let prepared = preparedWalks.get(name);
  if (!prepared) {
    prepared = preparedPerDatabase((on) => walkStatement(on, shape).prepare(name) as unknown as PreparedWalk);
    preparedWalks.set(name, prepared);
  }
  return prepared(db);
}

/**
 * A parameter of a walked listing, read through `(select $n)`: PostgreSQL then plans the statement
 * alike whatever the values, and keeps one generic plan per statement and connection. Bare, the
 * values let each plan look cheaper (the number of categories, the page, how many sales run), so
 * PostgreSQL planned every request anew: four times the CPU of running the plan. The plan needs no
 * values: its walks are the same for any category, brand, price or page.
 */
function param(
  name: keyof WalkValues,
  type: 'int' | 'int[]' | 'boolean' | 'boolean[]' | 'bigint' | 'timestamptz',
): SQL {
  return planFreeParam(name, type);
}

/**
 * A walk's order: the key of a product without a running sale, and of one with (the same when the
 * sort does not depend on prices).
 */
type WalkOrder = { everyday: SQL; onSale: SQL; direction: 'asc' | 'desc'; byPrice: boolean };

function walkOrder(sort: SortValue): WalkOrder {
  switch (sort) {
    case sortOptions.cheapest:
      return { everyday: everydayPriceSql(), onSale: salePriceSql(), direction: 'asc', byPrice: true };
    case sortOptions.mostExpensive:
      return { everyday: everydayPriceSql(), onSale: salePriceSql(), direction: 'desc', byPrice: true };
    case sortOptions.bestSelling: {
      const key = sql`${products.soldCount}`;
      return { everyday: key, onSale: key, direction: 'desc', byPrice: false };
    }
    case sortOptions.newest: {
      const key = sql`${products.createdAt}`;
      return { everyday: key, onSale: key, direction: 'desc', byPrice: false };
    }
    case sortOptions.biggestDiscount:
      return {
        everyday: discountRatioOf(everydayPriceSql(), products),
        onSale: discountRatioOf(salePriceSql(), products),
        direction: 'desc',
        byPrice: true,
      };
  }
}

/**
 * A listing page that reads about as many index entries as it shows, whatever the catalogue's size.
 * The order is always in stock first, then the sort, then the id (sortKeys); the indexes of tables.ts
 * hold it, so a walk of one stops after `offset + limit` entries, and the page is the best of the
 * walks:
 * - one walk per category of the subtree (`category_id = any(…)` cannot be read in order), or one
 *   over all products;
 * - the price and discount sorts depend on the time through special sales. Those walks order by the
 *   everyday price (or its discount), which does not, and leave out the products whose sale runs at
 *   `now`; those are walked apart, in the order of their sale price (the sale indexes);
 * - "most expensive" reads an index backwards, which gives out of stock first and the ids from the
 *   highest: it walks in stock and out of stock apart, and puts the ids of one price in order (so
 *   does a price range, to skip to its first price);
 * - a brand's products are few enough to be sorted whole from its covering index, at `now`; so are
 *   those of a brand within a category (per category and brand).
 * The result is the same as sortedListingPage's (product-list.test.ts compares them).
 */
function walkStatement(db: Db, shape: WalkShape) {
  const now = param('now', 'timestamptz');
  const running = runningSpecialSale(now);
  const onlySale = param('onlySale', 'boolean');
  const order = walkOrder(shape.sort);
  const dir = sql.raw(order.direction);
  const splitsStock =
    shape.sort === sortOptions.mostExpensive || (shape.priceRange && shape.sort === sortOptions.cheapest);
  // A price sort walks its price index from the range's first price. Any other sort checks the range
  // on the price at `now` (the same price: products whose sale runs are walked apart), which no index
  // holds, so the walk stays on the sort's own index: the plan cannot know how narrow the range is,
  // and a price index read from there and sorted again read most of the catalogue.
  const byPriceSort = shape.sort === sortOptions.cheapest || shape.sort === sortOptions.mostExpensive;
  const priceWithin = (price: SQL) =>
    shape.priceRange
      ? sql`and ${byPriceSort ? price : effectivePriceSql(now)} >= ${param('min', 'bigint')}
        and ${byPriceSort ? price : effectivePriceSql(now)} <= ${param('max', 'bigint')}`
      : sql``;
  const saleRuns = sql`${products.specialSalePrice} is not null and ${products.specialSaleEndsAt} > ${now}
    and ${products.specialSalePrice} < ${products.price}`;
  const byCategory = shape.walk === 'category' ? 'category' : undefined;

  const walks: SQL[] = [];
  if (shape.walk === 'brand' || shape.walk === 'categoryBrand') {
    walks.push(
      walk({
        per: shape.walk,
        splitsStock: false,
        key: walkKeyAt(shape.sort, now),
        direction: order.direction,
        where: sql`and (not ${onlySale} or ${running}) ${priceWithin(effectivePriceSql(now))}`,
      }),
    );
  } else {
    // The special sale filter is a value, not a shape of its own: the walk of the products not on
    // sale is then skipped.
    walks.push(
      walk({
        per: byCategory,
        splitsStock,
        key: order.everyday,
        direction: order.direction,
        where: order.byPrice
          ? sql`and not ${onlySale} and ${running} is not true ${priceWithin(everydayPriceSql())}`
          : sql`and not ${onlySale} ${priceWithin(effectivePriceSql(now))}`,
      }),
    );
    walks.push(
      walk({
        per: byCategory,
        splitsStock,
        key: order.onSale,
        direction: order.direction,
        where: sql`${order.byPrice ? sql`` : sql`and ${onlySale}`} and ${saleRuns} ${priceWithin(salePriceSql())}`,
      }),
    );
  }
  const page = sql`(select "id", "k0", "k1" from (${sql.join(walks, sql` union all `)}) as "listed"
    order by "k0" desc, "k1" ${dir}, "id"
    limit ${param('limit', 'int')} offset ${param('offset', 'int')}) as "page"`;
  return db
    .select({ card: sql`${productCardArraySql}`.mapWith(productCardFromArray) })
    .from(page)
    .innerJoin(products, eq(products.id, sql`"page"."id"`))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .orderBy(sql`"page"."k0" desc`, sql`"page"."k1" ${dir}`, asc(products.id));
}

/**
 * The first `offset + limit` active products under `where` in the listing order by `key`: per
 * category or brand of the request (each a walk), or once over all; apart for in stock and out of
 * stock when `splitsStock` (then each walk orders by the key alone).
 */
function walk(args: {
  per: 'category' | 'categoryBrand' | 'brand' | undefined;
  splitsStock: boolean;
  key: SQL;
  direction: 'asc' | 'desc';
  where: SQL;
}): SQL {
  const inStock = sql`(${products.inventory} > 0)`;
  const over: SQL[] = [];
  const where: SQL[] = [sql`${products.isActive}`];
  if (args.per === 'category' || args.per === 'categoryBrand') {
    over.push(sql`unnest(${param('categories', 'int[]')}) as "category"("id")`);
    where.push(sql`${products.categoryId} = "category"."id"`);
  }
  if (args.per === 'brand' || args.per === 'categoryBrand') {
    over.push(sql`unnest(${param('brands', 'int[]')}) as "brand"("id")`);
    where.push(sql`${products.brandId} = "brand"."id"`);
  }
  if (args.splitsStock) {
    over.push(sql`unnest(${param('stocks', 'boolean[]')}) as "stock"("v")`);
    where.push(sql`${inStock} = "stock"."v"`);
  } else {
    // Only in stock, or both: a range on the indexes' stock key, which keeps their order.
    where.push(sql`${inStock} >= ${param('onlyInStock', 'boolean')}`);
  }
  const dir = sql.raw(args.direction);
  const walked = sql`select ${products.id} as "id", ${inStock} as "k0", ${args.key} as "k1"
    from ${products} where ${sql.join(where, sql` and `)} ${args.where}
    order by ${args.splitsStock ? sql`` : sql`${inStock} desc, `}${args.key} ${dir}, ${products.id}
    limit ${param('reach', 'int')}`;
  if (over.length === 0) return sql`select * from (${walked}) as "walked"`;
  return sql`select "walked".* from ${sql.join(over, sql` cross join `)}
    cross join lateral (${walked}) as "walked"`;
}

/** A brand walk's key, at `now` (its products are sorted whole, so it need not be indexed). */
function walkKeyAt(sort: SortValue, now: SQL): SQL {
  switch (sort) {
    case sortOptions.cheapest:
    case sortOptions.mostExpensive:
      return effectivePriceSql(now);
    case sortOptions.biggestDiscount:
      return discountRatioSql(now);
    default:
      return walkOrder(sort).everyday;
  }
}
