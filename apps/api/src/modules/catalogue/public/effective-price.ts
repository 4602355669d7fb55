import { sql, type SQL } from 'drizzle-orm';
import { discountRatioOf, everydayPriceOf, salePriceOf } from './price-expressions.ts';
import { products } from './tables.ts';

/** A timestamp parameter both drivers read alike (PGlite does not serialise a Date untyped). */
export function at(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

/** A moment: a Date, or an SQL timestamptz (a prepared statement's parameter). */
export type Moment = Date | SQL;

function moment(now: Moment): SQL {
  return now instanceof Date ? at(now) : now;
}

/**
 * A special sale runs at `now`: set, not ended, and below the price (domain priceProduct's saleRuns),
 * so every product the `special_sale=1` filter finds shows its sale on the card.
 */
export function runningSpecialSale(now: Moment): SQL {
  return sql`(${products.specialSalePrice} is not null and ${products.specialSaleEndsAt} > ${moment(now)}
    and ${products.specialSalePrice} < ${products.price})`;
}

/**
 * What a product costs while no special sale of it runs (price-expressions.ts). It does not depend on
 * the time, so the listing indexes order by it (tables.ts).
 */
export function everydayPriceSql(): SQL<number> {
  return everydayPriceOf(products);
}

/** What a product costs while its special sale runs. */
export function salePriceSql(): SQL<number> {
  return salePriceOf(products);
}

/**
 * What a product costs at `now`, in rials: the SQL twin of `priceProduct` in
 * packages/domain/src/catalogue/pricing.ts (and `discountPercent` in money.ts), written once here so
 * filters, sorts and price ranges agree with the prices the cards show. A running special sale wins
 * (at its price, salePriceSql); otherwise the everyday price (everydayPriceSql).
 * effective-price.test.ts checks this against the domain function row by row.
 */
export function effectivePriceSql(now: Moment): SQL<number> {
  return sql<number>`(case when ${runningSpecialSale(now)} then ${salePriceSql()} else ${everydayPriceSql()} end)`.mapWith(
    Number,
  );
}

/** The share of the price taken off at `now` (0 to 1), for "biggest discount first". */
export function discountRatioSql(now: Moment): SQL<number> {
  return discountRatioOf(effectivePriceSql(now), products);
}
