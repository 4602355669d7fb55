import { sql, type SQL } from 'drizzle-orm';
import { products } from './tables.ts';

/** A timestamp parameter both drivers read alike (PGlite does not serialise a Date untyped). */
export function at(now: Date): SQL {
  return sql`${now.toISOString()}::timestamptz`;
}

/**
 * A special sale runs at `now`: set, not ended, and below the price (domain priceProduct's saleRuns),
 * so every product the `special_sale=1` filter finds shows its sale on the card.
 */
export function runningSpecialSale(now: Date): SQL {
  return sql`(${products.specialSalePrice} is not null and ${products.specialSaleEndsAt} > ${at(now)}
    and ${products.specialSalePrice} < ${products.price})`;
}

/**
 * What a product costs at `now`, in rials: the SQL twin of `priceProduct` in
 * packages/domain/src/catalogue/pricing.ts (and `discountPercent` in money.ts), written once here so
 * filters, sorts and price ranges agree with the prices the cards show. A running special sale wins;
 * otherwise the everyday discount; a "discount" that rounds to 0% (or is negative) is no discount:
 * `round((price − d) × 100 / price) ≥ 1` is `(price − d) × 200 ≥ price`. effective-price.test.ts
 * checks this against the domain function row by row.
 */
export function effectivePriceSql(now: Date): SQL<number> {
  const { price, priceByDiscount, specialSalePrice } = products;
  return sql<number>`(case
    when ${runningSpecialSale(now)} then
      case when ${specialSalePrice} >= 0 and (${price} - ${specialSalePrice}) * 200 >= ${price}
        then ${specialSalePrice} else ${price} end
    when ${priceByDiscount} >= 0 and (${price} - ${priceByDiscount}) * 200 >= ${price} then ${priceByDiscount}
    else ${price}
  end)`.mapWith(Number);
}

/** The share of the price taken off at `now` (0 to 1), for "biggest discount first". */
export function discountRatioSql(now: Date): SQL<number> {
  return sql<number>`(case when ${products.price} > 0
    then (${products.price} - ${effectivePriceSql(now)})::float8 / ${products.price} else 0 end)`.mapWith(
    Number,
  );
}
