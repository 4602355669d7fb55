import { saleRuns, type ListedProduct } from './listed-product.ts';

/** What a count asks besides categories: stock, special sale and a price range at `now`. */
export type CountedFilter = {
  inStockOnly?: boolean | undefined;
  specialSale?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

/**
 * One category's products as a listing counts them, without reading each (a top category holds a
 * tenth of the catalogue; counting it product by product was half a listing's CPU): their everyday
 * prices in order, in stock and out of stock apart, so a price range is two binary searches; and
 * the products with a special sale, few, read one by one, as a running sale puts them at their sale
 * price instead (the same split as product-list.ts countPricedCatalogue makes in SQL).
 */
export class PriceCounts {
  private readonly inStock: number[] = [];
  private readonly outOfStock: number[] = [];
  private readonly withSale: ListedProduct[] = [];

  get size(): number {
    return this.inStock.length + this.outOfStock.length;
  }

  /** Counts a product: its price put in place, or (`inPlace` false) appended until `settle`. */
  add(product: ListedProduct, inPlace = true): void {
    const prices = product.inStock ? this.inStock : this.outOfStock;
    if (inPlace) prices.splice(firstAtLeast(prices, product.everyday), 0, product.everyday);
    else prices.push(product.everyday);
    if (product.sale !== null) this.withSale.push(product);
  }

  /** Puts the prices appended in order. */
  settle(): void {
    this.inStock.sort((a, b) => a - b);
    this.outOfStock.sort((a, b) => a - b);
  }

  remove(product: ListedProduct): void {
    const prices = product.inStock ? this.inStock : this.outOfStock;
    prices.splice(firstAtLeast(prices, product.everyday), 1);
    if (product.sale !== null) {
      const at = this.withSale.indexOf(product);
      this.withSale[at] = this.withSale[this.withSale.length - 1] as ListedProduct;
      this.withSale.pop();
    }
  }

  count(filter: CountedFilter, nowMicros: number): number {
    const { minPrice: min, maxPrice: max } = filter;
    // A sale moves a product's price, not whether it is listed.
    if (!filter.specialSale && min === undefined && max === undefined) {
      return this.inStock.length + (filter.inStockOnly ? 0 : this.outOfStock.length);
    }
    const within = (price: number) =>
      (min === undefined || price >= min) && (max === undefined || price <= max);
    let count = 0;
    if (!filter.specialSale) {
      count += between(this.inStock, min, max);
      if (!filter.inStockOnly) count += between(this.outOfStock, min, max);
    }
    for (const product of this.withSale) {
      if (!saleRuns(product, nowMicros) || (filter.inStockOnly && !product.inStock)) continue;
      // Counted above at its everyday price; while the sale runs it costs the sale price.
      if (!filter.specialSale && within(product.everyday)) count -= 1;
      if (within(product.sale as number)) count += 1;
    }
    return count;
  }
}

/** The first position of a sorted array holding `value` or more. */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of a sorted array's values lie within [min, max]. */
function between(sorted: readonly number[], min: number | undefined, max: number | undefined): number {
  if (max !== undefined && min !== undefined && max < min) return 0;
  const from = min === undefined ? 0 : firstAtLeast(sorted, min);
  // The first value above max is the first at least max + 1: prices are whole rials.
  const to = max === undefined ? sorted.length : firstAtLeast(sorted, Math.floor(max) + 1);
  return Math.max(0, to - from);
}
