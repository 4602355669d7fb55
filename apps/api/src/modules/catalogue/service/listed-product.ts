import { productCardOf, type ProductCardRow } from '../public/product-columns.ts';
import type { IndexedProductRow } from '../queries/search-feed.ts';
import { toProductCard } from './product-card.ts';

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
  /** Its card as JSON while its sale does not run ([0]) and while it runs ([1]), once written (writtenCard). */
  written: [string | undefined, string | undefined];
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
    written: [undefined, undefined],
  };
}

/** Moments at which any sale has ended, and none yet: a card's price while its sale runs or not. */
const saleOver = new Date(8.64e15);
const saleOn = new Date(-8.64e15);

/**
 * The product's card at `nowMicros` as JSON, written the first time a listing shows it with its sale
 * running or not and kept until the product changes (it is then replaced whole): the card depends on
 * the moment only through whether the sale runs (pricing.ts priceProduct). Listings are the busiest
 * answers, and building and writing each card each time was a fifth of their CPU (decision 078).
 */
export function writtenCard(product: ListedProduct, nowMicros: number): string {
  const running = saleRuns(product, nowMicros) ? 1 : 0;
  let json = product.written[running];
  if (json === undefined) {
    json = JSON.stringify(toProductCard(product.card, running ? saleOn : saleOver));
    product.written[running] = json;
  }
  return json;
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
