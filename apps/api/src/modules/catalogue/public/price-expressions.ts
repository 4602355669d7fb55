import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The parts of a product's price that do not depend on the time, over the columns given: `products`'
// own in a query (effective-price.ts), the table definition's while it declares the listing indexes
// that order by them (tables.ts). A query must write them exactly so for PostgreSQL to match them to
// those indexes.

/** The columns a price is made of. */
export type PriceColumns = {
  price: AnyPgColumn;
  priceByDiscount: AnyPgColumn;
  specialSalePrice: AnyPgColumn;
};

/**
 * What a product costs while no special sale of it runs: the everyday discount, unless it rounds to 0%
 * (or is negative), when it is no discount: `round((price − d) × 100 / price) ≥ 1` is
 * `(price − d) × 200 ≥ price`.
 */
export function everydayPriceOf(columns: PriceColumns): SQL<number> {
  const { price, priceByDiscount } = columns;
  return sql<number>`(case when ${priceByDiscount} >= 0 and (${price} - ${priceByDiscount}) * 200 >= ${price}
    then ${priceByDiscount} else ${price} end)`.mapWith(Number);
}

/** What a product costs while its special sale runs, by the same rule. */
export function salePriceOf(columns: PriceColumns): SQL<number> {
  const { price, specialSalePrice } = columns;
  return sql<number>`(case when ${specialSalePrice} >= 0 and (${price} - ${specialSalePrice}) * 200 >= ${price}
    then ${specialSalePrice} else ${price} end)`.mapWith(Number);
}

/** The share of the price that a price (one of the above) takes off, 0 to 1: "biggest discount first". */
export function discountRatioOf(pricing: SQL<number>, columns: Pick<PriceColumns, 'price'>): SQL<number> {
  const { price } = columns;
  return sql<number>`(case when ${price} > 0 then (${price} - ${pricing})::float8 / ${price} else 0 end)`.mapWith(
    Number,
  );
}
