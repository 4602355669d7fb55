import { productCardOf, type ProductCardRow } from '../public/product-columns.ts';
import type { IndexedProductRow } from '../queries/search-feed.ts';

// A product as the process's listing index keeps it (listing-index.ts, decision 078): its card,
// and the keys listings filter and order it by, worked out once when it changes.

/** A product as a listing filters and orders it, with its card. Replaced whole when it changes. */
export type ListedProduct = {
  id: number;
  card: ProductCardRow;
  inStock: boolean;
  categoryId: number;
  brandId: number;
  soldCount: number;
  createdMicros: number;
  /** What it costs while no special sale runs (price-expressions.ts everydayPriceOf). */
  everyday: number;
  everydayRatio: number;
  /** Its special sale price when one could run (set and below the price), else null. */
  sale: number | null;
  saleRatio: number;
  /** When its special sale ends, in microseconds; -Infinity without one. */
  saleEndsMicros: number;
};

/** A discount below 1% once rounded (or a negative one) is none: `(price − d) × 200 ≥ price`. */
function discounted(price: number, offer: number | null): number {
  return offer !== null && offer >= 0 && (price - offer) * 200 >= price ? offer : price;
}

function ratioOf(price: number, paid: number): number {
  return price > 0 ? (price - paid) / price : 0;
}

export function listedProduct(row: IndexedProductRow): ListedProduct {
  const everyday = discounted(row.price, row.priceByDiscount);
  const canRun = row.specialSalePrice !== null && row.specialSalePrice < row.price;
  const sale = canRun ? discounted(row.price, row.specialSalePrice) : null;
  return {
    id: row.id,
    card: productCardOf(row),
    inStock: row.inventory > 0,
    categoryId: row.categoryId,
    brandId: row.brandId,
    soldCount: row.soldCount,
    createdMicros: row.createdMicros,
    everyday,
    everydayRatio: ratioOf(row.price, everyday),
    sale,
    saleRatio: sale === null ? 0 : ratioOf(row.price, sale),
    saleEndsMicros: row.saleEndsMicros ?? -Infinity,
  };
}

/** Whether the product's special sale runs at `nowMicros` (effective-price.ts runningSpecialSale). */
export function saleRuns(product: ListedProduct, nowMicros: number): boolean {
  return product.sale !== null && product.saleEndsMicros > nowMicros;
}

/**
 * One number for a category and a brand together, a map key: exact while both ids stay below 2^26
 * (67 million), as a double holds 53 bits.
 */
export function categoryBrandKey(categoryId: number, brandId: number): number {
  return categoryId * 2 ** 26 + brandId;
}
