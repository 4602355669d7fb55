import { discountPercent } from '../money.ts';
import type { SpecialSale } from './schemas.ts';

export type PriceColumns = {
  price: number;
  priceByDiscount: number | null;
  specialSalePrice: number | null;
  specialSaleEndsAt: Date | null;
};

export type ProductPricing = {
  price: number;
  price_by_discount: number | null;
  discount: { type: 1; value: number } | null;
  special_sale: SpecialSale | null;
};

/**
 * What a product costs at `now`: a running special sale wins over the everyday discount;
 * a sale that has ended is ignored, whatever the database still holds. A "discount" that
 * is not below the price is no discount.
 */
export function priceProduct(columns: PriceColumns, now: Date): ProductPricing {
  const saleRuns =
    columns.specialSalePrice !== null &&
    columns.specialSaleEndsAt !== null &&
    columns.specialSaleEndsAt.getTime() > now.getTime() &&
    columns.specialSalePrice < columns.price;
  const discounted = saleRuns ? columns.specialSalePrice : columns.priceByDiscount;
  const percent = discountPercent(columns.price, discounted);
  if (percent <= 0 || discounted === null) {
    return { price: columns.price, price_by_discount: null, discount: null, special_sale: null };
  }
  return {
    price: columns.price,
    price_by_discount: discounted,
    discount: { type: 1, value: percent },
    special_sale:
      saleRuns && columns.specialSaleEndsAt
        ? { value: percent, expiration: Math.floor(columns.specialSaleEndsAt.getTime() / 1000) }
        : null,
  };
}
