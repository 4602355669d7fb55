import { sortOptions, type SortValue } from '@shop/domain/catalogue/listing-constants';
import { categoryBrandKey, saleRuns, type ListedProduct } from './listed-product.ts';
import { firstWhere } from './sorted-search.ts';

// The orders the listing index walks (listing-index.ts): for each sort, of all products and of each
// category's and each brand's, each kept sorted as products change.

/** How a sort orders products: by a key, largest or smallest first, which may depend on the sale. */
export type SortRule = {
  descending: boolean;
  /** The key is the price a listing's price range tests (everyday, or the sale's while it runs). */
  byPrice?: true;
  everyday: (product: ListedProduct) => number;
  /** The key while the sale runs; absent when the sort does not depend on prices. */
  onSale?: (product: ListedProduct) => number;
};

export const sortRules: Record<SortValue, SortRule> = {
  [sortOptions.cheapest]: {
    descending: false,
    byPrice: true,
    everyday: (p) => p.everyday,
    onSale: (p) => p.sale ?? 0,
  },
  [sortOptions.mostExpensive]: {
    descending: true,
    byPrice: true,
    everyday: (p) => p.everyday,
    onSale: (p) => p.sale ?? 0,
  },
  [sortOptions.bestSelling]: { descending: true, everyday: (p) => p.soldCount },
  [sortOptions.newest]: { descending: true, everyday: (p) => p.createdMicros },
  [sortOptions.biggestDiscount]: {
    descending: true,
    everyday: (p) => p.everydayRatio,
    onSale: (p) => p.saleRatio,
  },
};

/** In stock first, then the key in the sort's direction, then the id: the listing's whole order. */
export function compareBy(
  rule: SortRule,
  keyOf: (product: ListedProduct) => number,
): (a: ListedProduct, b: ListedProduct) => number {
  const sign = rule.descending ? -1 : 1;
  return (a, b) => {
    if (a.inStock !== b.inStock) return a.inStock ? -1 : 1;
    const ka = keyOf(a);
    const kb = keyOf(b);
    if (ka !== kb) return ka < kb ? -sign : sign;
    return a.id - b.id;
  };
}

/** The key of a product at a moment: its sale's while the sale runs. */
export function keyAt(rule: SortRule, nowMicros: number): (product: ListedProduct) => number {
  const { onSale, everyday } = rule;
  if (!onSale) return everyday;
  return (p) => (saleRuns(p, nowMicros) ? onSale(p) : everyday(p));
}

/** Positions `from` (included) to `to` (excluded) of an order's products. */
export type Span = readonly [from: number, to: number];

/**
 * Products kept in one order that does not depend on the time, among those `admits`: a sorted array
 * updated in place (a product moves with a binary search and a splice, a memmove of the array).
 */
export class SortedProducts {
  readonly items: ListedProduct[] = [];
  readonly compare: (a: ListedProduct, b: ListedProduct) => number;
  readonly admits: (product: ListedProduct) => boolean;

  constructor(
    compare: (a: ListedProduct, b: ListedProduct) => number,
    admits: (product: ListedProduct) => boolean,
  ) {
    this.compare = compare;
    this.admits = admits;
  }

  /** Adds a product at the end, while a group is built: out of order until `settle`. */
  push(product: ListedProduct): void {
    if (this.admits(product)) this.items.push(product);
  }

  settle(): void {
    this.items.sort(this.compare);
  }

  /** Where `product` is, or would go. */
  private position(product: ListedProduct): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.items[middle] as ListedProduct, product) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Where the products whose key lies within [min, max] stand in an order by that key (a price
   * sort's, by the price a range tests): one span among those in stock, one among the others unless
   * `inStockOnly`. A few binary searches, instead of reading every product to test its price.
   */
  spansWithin(args: {
    key: (product: ListedProduct) => number;
    descending: boolean;
    min: number;
    max: number;
    inStockOnly: boolean;
  }): Span[] {
    const { key, descending, min, max } = args;
    const items = this.items;
    const at = (position: number) => items[position] as ListedProduct;
    const within = (from: number, to: number): Span => {
      // Along the order the key rises (or falls): the range starts where it reaches min (max) and
      // ends where it passes max (min).
      const start = descending
        ? firstWhere(from, to, (i) => key(at(i)) <= max)
        : firstWhere(from, to, (i) => key(at(i)) >= min);
      const end = descending
        ? firstWhere(start, to, (i) => key(at(i)) < min)
        : firstWhere(start, to, (i) => key(at(i)) > max);
      return [start, end];
    };
    const soldOut = firstWhere(0, items.length, (i) => !at(i).inStock);
    const spans = [within(0, soldOut)];
    if (!args.inStockOnly) spans.push(within(soldOut, items.length));
    return spans;
  }

  replace(old: ListedProduct | undefined, next: ListedProduct | undefined): void {
    const had = old !== undefined && this.admits(old);
    const has = next !== undefined && this.admits(next);
    if (had && has && this.compare(old, next) === 0) {
      // Same place (the keys did not change): only the card did.
      this.items[this.position(old)] = next;
      return;
    }
    if (had) {
      const at = this.position(old);
      if (this.items[at]?.id === old.id) this.items.splice(at, 1);
    }
    if (has) this.items.splice(this.position(next), 0, next);
  }
}

/** A group's products in a sort's order: all of them by their everyday key, those with a sale by its. */
export type OrderPair = { everyday: SortedProducts; onSale: SortedProducts };

function pairFor(rule: SortRule): OrderPair {
  return {
    everyday: new SortedProducts(compareBy(rule, rule.everyday), () => true),
    onSale: new SortedProducts(compareBy(rule, rule.onSale ?? rule.everyday), (p) => p.sale !== null),
  };
}

/** One sort's orders: of all products, and of each category's, each brand's and each brand's in each category. */
export class SortOrders {
  readonly all: OrderPair;
  readonly byCategory = new Map<number, OrderPair>();
  readonly byBrand = new Map<number, OrderPair>();
  /** By categoryBrandKey. */
  readonly byCategoryBrand = new Map<number, OrderPair>();
  private readonly rule: SortRule;

  constructor(rule: SortRule, products: Iterable<ListedProduct>) {
    this.rule = rule;
    this.all = pairFor(rule);
    for (const product of products) {
      this.all.everyday.push(product);
      this.all.onSale.push(product);
    }
    this.all.everyday.settle();
    this.all.onSale.settle();
    // Sorted once: each group's products, taken in the order of all, are in order already.
    const groupsOf = (product: ListedProduct) => [
      this.groupOf(this.byCategory, product.categoryId),
      this.groupOf(this.byBrand, product.brandId),
      this.groupOf(this.byCategoryBrand, categoryBrandKey(product.categoryId, product.brandId)),
    ];
    for (const product of this.all.everyday.items)
      for (const pair of groupsOf(product)) pair.everyday.push(product);
    for (const product of this.all.onSale.items)
      for (const pair of groupsOf(product)) pair.onSale.push(product);
  }

  replace(old: ListedProduct | undefined, next: ListedProduct | undefined): void {
    replacePair(this.all, old, next);
    this.replaceWithin(this.byCategory, (p) => p.categoryId, old, next);
    this.replaceWithin(this.byBrand, (p) => p.brandId, old, next);
    this.replaceWithin(this.byCategoryBrand, (p) => categoryBrandKey(p.categoryId, p.brandId), old, next);
  }

  private groupOf(groups: Map<number, OrderPair>, key: number): OrderPair {
    let pair = groups.get(key);
    if (!pair) {
      pair = pairFor(this.rule);
      groups.set(key, pair);
    }
    return pair;
  }

  private replaceWithin(
    groups: Map<number, OrderPair>,
    keyOf: (product: ListedProduct) => number,
    old: ListedProduct | undefined,
    next: ListedProduct | undefined,
  ): void {
    const from = old && groups.get(keyOf(old));
    const to = next && this.groupOf(groups, keyOf(next));
    if (from && from === to) return replacePair(from, old, next);
    if (from) replacePair(from, old, undefined);
    if (to) replacePair(to, undefined, next);
  }
}

function replacePair(pair: OrderPair, old: ListedProduct | undefined, next: ListedProduct | undefined): void {
  pair.everyday.replace(old, next);
  pair.onSale.replace(old, next);
}
