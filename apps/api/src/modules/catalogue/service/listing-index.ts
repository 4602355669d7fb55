import { sortOptions, type SortValue } from '@shop/domain/catalogue/listing-constants';
import type { ProductCardRow } from '../public/product-columns.ts';
import type { ProductFilter } from '../queries/product-filter.ts';
import type { IndexedProductRow } from '../queries/search-feed.ts';
import {
  categoryBrandKey,
  listedProduct,
  saleRuns,
  writtenCard,
  type ListedProduct,
} from './listed-product.ts';
import { PriceCounts } from './listing-counts.ts';
import { firstWhere } from './sorted-search.ts';
import {
  compareBy,
  keyAt,
  sortRules,
  SortOrders,
  type OrderPair,
  type SortRule,
  type Span,
} from './listing-orders.ts';

// A listing narrowed only by category, brand, price, special sale or stock, answered from the
// process's copy of the active catalogue (decision 078), kept current with the suggestion index
// (search-index.ts). It gives the same cards in the same order as the SQL (product-list.ts
// sortedListingPage: in stock first, then the sort at `now`, then the id): queries/product-list.test.ts
// holds it to that statement filter by filter, sort by sort, around the moments sales end, and
// listing-index.test.ts to a plain rule over random catalogues changed in place.

type PageArgs = { filter: ProductFilter; sort: SortValue; now: Date; limit: number; offset: number };

/** A listing's filter at one moment, as a test of one product. */
type Admission = (product: ListedProduct) => boolean;

export class ListingIndex {
  private readonly byId = new Map<number, ListedProduct>();
  /** What counts read: each category's products, each brand's, and each brand's in each category. */
  private readonly countsByCategory = new Map<number, PriceCounts>();
  private readonly countsByBrand = new Map<number, PriceCounts>();
  /** By categoryBrandKey. */
  private readonly countsByCategoryBrand = new Map<number, PriceCounts>();
  /** All products': a listing of all with a price range or a sale, without a count per category. */
  private readonly countsOfAll = new PriceCounts();
  /** Each sort's orders, made when a listing first asks for the sort. */
  private readonly orders = new Map<SortValue, SortOrders>();

  static build(rows: Iterable<IndexedProductRow>): ListingIndex {
    const index = new ListingIndex();
    // Each price put in place one by one would move half its group's prices: sorted once instead.
    for (const row of rows) {
      if (!row.isActive) continue;
      const product = listedProduct(row);
      index.byId.set(product.id, product);
      index.place(product, false);
    }
    for (const groups of [index.countsByCategory, index.countsByBrand, index.countsByCategoryBrand]) {
      for (const counts of groups.values()) counts.settle();
    }
    index.countsOfAll.settle();
    return index;
  }

  get size(): number {
    return this.byId.size;
  }

  /** Adds a product or brings it up to date; a withdrawn one is dropped. */
  upsert(row: IndexedProductRow): void {
    if (!row.isActive) return this.remove(row.id);
    this.replace(this.byId.get(row.id), listedProduct(row));
  }

  remove(id: number): void {
    const old = this.byId.get(id);
    if (old) this.replace(old, undefined);
  }

  private replace(old: ListedProduct | undefined, next: ListedProduct | undefined): void {
    if (next) this.byId.set(next.id, next);
    else if (old) this.byId.delete(old.id);
    if (old) {
      this.countsByCategory.get(old.categoryId)?.remove(old);
      this.countsByBrand.get(old.brandId)?.remove(old);
      this.countsByCategoryBrand.get(categoryBrandKey(old.categoryId, old.brandId))?.remove(old);
      this.countsOfAll.remove(old);
    }
    if (next) this.place(next, true);
    for (const order of this.orders.values()) order.replace(old, next);
  }

  /** Counts a product in its groups, in place or (while building) to be sorted by `settle`. */
  private place(product: ListedProduct, inPlace: boolean): void {
    countsIn(this.countsByCategory, product.categoryId).add(product, inPlace);
    countsIn(this.countsByBrand, product.brandId).add(product, inPlace);
    countsIn(this.countsByCategoryBrand, categoryBrandKey(product.categoryId, product.brandId)).add(
      product,
      inPlace,
    );
    this.countsOfAll.add(product, inPlace);
  }

  /**
   * The page's cards, `limit` from `offset` in the listing's order at `now`, and the same cards as the
   * answer's JSON array (each card's written once: writtenCard).
   */
  writtenPage(args: PageArgs): { rows: ProductCardRow[]; json: string } {
    const nowMicros = args.now.getTime() * 1000;
    const products = this.pageProducts(args);
    let json = '[';
    for (let i = 0; i < products.length; i++) {
      json += `${i === 0 ? '' : ','}${writtenCard(products[i] as ListedProduct, nowMicros)}`;
    }
    return { rows: products.map((product) => product.card), json: `${json}]` };
  }

  private pageProducts(args: PageArgs): ListedProduct[] {
    const { filter, sort } = args;
    const nowMicros = args.now.getTime() * 1000;
    const rule = sortRules[sort];
    const compare = compareBy(rule, keyAt(rule, nowMicros));
    const admits = admission(filter, nowMicros);
    const reach = args.offset + args.limit;
    const groups = this.groupsOf(filter, this.order(sort));
    let found: ListedProduct[];
    if (filter.minPrice === undefined && filter.maxPrice === undefined) {
      found = merged(readingsOf(groups, filter, rule), admits, nowMicros, compare, reach);
    } else if (rule.byPrice) {
      // The order is by the price the range tests: only the range's spans are read.
      found = merged(priceRangeReadings(groups, filter, rule), admits, nowMicros, compare, reach);
    } else {
      // Another order holds the range's products scattered: read from its start, a narrow range
      // costs a walk through most of it. The price order says where they are and how many; when
      // reading them all costs less than the walk is expected to (reach × all / in range), they
      // are read and the page's first kept.
      const readings = readingsOf(groups, filter, rule);
      const cheapest = sortRules[sortOptions.cheapest];
      const inRange = priceRangeReadings(
        this.groupsOf(filter, this.order(sortOptions.cheapest)),
        filter,
        cheapest,
      );
      const few = spanned(inRange) ** 2 <= reach * spanned(readings);
      found = few
        ? firstInOrder(inRange, nowMicros, compare, reach)
        : merged(readings, admits, nowMicros, compare, reach);
    }
    return found.slice(args.offset);
  }

  /**
   * How many products the filter lists at `now`, from the counts of its categories, its brands, or
   * its brands in its categories (PriceCounts): a few binary searches each, however many products.
   */
  count(filter: ProductFilter, now: Date): number {
    const nowMicros = now.getTime() * 1000;
    const brands = filter.brandIds?.length ? new Set(filter.brandIds) : undefined;
    const categories = filter.categoryIds ? new Set(filter.categoryIds) : undefined;
    const counted: (PriceCounts | undefined)[] = [];
    if (brands && categories) {
      for (const category of categories) {
        for (const brand of brands)
          counted.push(this.countsByCategoryBrand.get(categoryBrandKey(category, brand)));
      }
    } else if (brands) for (const brand of brands) counted.push(this.countsByBrand.get(brand));
    else if (categories) for (const category of categories) counted.push(this.countsByCategory.get(category));
    else counted.push(this.countsOfAll);
    let count = 0;
    for (const counts of counted) count += counts?.count(filter, nowMicros) ?? 0;
    return count;
  }

  /**
   * The groups whose orders hold every product the filter lists, and no other but for its price,
   * stock or sale: its brands in its categories, its brands, its categories, or all products. Each
   * id once, as SQL's `in (…)` lists a product once.
   */
  private groupsOf(filter: ProductFilter, order: SortOrders): OrderPair[] {
    const brands = filter.brandIds?.length ? [...new Set(filter.brandIds)] : undefined;
    const categories = filter.categoryIds ? [...new Set(filter.categoryIds)] : undefined;
    const keys =
      brands && categories ? categories.flatMap((c) => brands.map((b) => categoryBrandKey(c, b))) : undefined;
    const pairs = (ids: number[], groups: Map<number, OrderPair>) =>
      ids.flatMap((id) => {
        const pair = groups.get(id);
        return pair ? [pair] : [];
      });
    if (keys) return pairs(keys, order.byCategoryBrand);
    if (brands) return pairs(brands, order.byBrand);
    if (categories) return pairs(categories, order.byCategory);
    return [order.all];
  }

  private order(sort: SortValue): SortOrders {
    let order = this.orders.get(sort);
    if (!order) {
      order = new SortOrders(sortRules[sort], this.byId.values());
      this.orders.set(sort, order);
    }
    return order;
  }
}

/**
 * Where a listing reads a group's products: the order's products at positions within `spans`,
 * those whose sale runs (`running` true) or does not (false), or all (undefined).
 */
type Reading = { items: readonly ListedProduct[]; running: boolean | undefined; spans: readonly Span[] };

/**
 * The orders a listing reads from each group: products whose sale runs in their sale order, the
 * others in their everyday order (as the SQL walk did), so each reading's products come in the
 * listing's order at `now`. Only products on sale: their order alone; a sort that does not depend
 * on the sale: the everyday order of all.
 */
function readingsOf(groups: readonly OrderPair[], filter: ProductFilter, rule: SortRule): Reading[] {
  const whole = (items: readonly ListedProduct[], running: boolean | undefined): Reading => ({
    items,
    running,
    spans: [[0, items.length]],
  });
  const readings: Reading[] = [];
  for (const group of groups) {
    if (filter.specialSale) readings.push(whole(group.onSale.items, true));
    else if (rule.onSale === undefined) readings.push(whole(group.everyday.items, undefined));
    else {
      readings.push(whole(group.everyday.items, false));
      if (group.onSale.items.length > 0) readings.push(whole(group.onSale.items, true));
    }
  }
  return readings;
}

/** The same readings, in a price sort's orders, narrowed to the spans whose price is in the filter's range. */
function priceRangeReadings(groups: readonly OrderPair[], filter: ProductFilter, rule: SortRule): Reading[] {
  const range = {
    descending: rule.descending,
    min: filter.minPrice ?? -Infinity,
    max: filter.maxPrice ?? Infinity,
    inStockOnly: filter.inStockOnly === true,
  };
  const readings: Reading[] = [];
  for (const group of groups) {
    const { everyday, onSale } = group;
    if (!filter.specialSale) {
      readings.push({
        items: everyday.items,
        running: false,
        spans: everyday.spansWithin({ ...range, key: rule.everyday }),
      });
    }
    if (onSale.items.length > 0) {
      const key = rule.onSale ?? rule.everyday;
      readings.push({ items: onSale.items, running: true, spans: onSale.spansWithin({ ...range, key }) });
    }
  }
  return readings;
}

/** How many positions the readings cover. */
function spanned(readings: readonly Reading[]): number {
  let positions = 0;
  for (const reading of readings) for (const [from, to] of reading.spans) positions += to - from;
  return positions;
}

/**
 * The first `reach` products the filter admits, in the listing's order at `now`: the readings
 * merged, each read from its start. A page reads about its own length from each, more when the
 * stock or a range leaves products out.
 */
function merged(
  readings: readonly Reading[],
  admits: Admission,
  nowMicros: number,
  compare: (a: ListedProduct, b: ListedProduct) => number,
  reach: number,
): ListedProduct[] {
  const cursor = ({ items, running, spans }: Reading) => {
    let span = 0;
    let at = spans[0]?.[0] ?? 0;
    return (): ListedProduct | undefined => {
      while (span < spans.length) {
        const [, to] = spans[span] as Span;
        while (at < to) {
          const product = items[at++] as ListedProduct;
          if (running !== undefined && saleRuns(product, nowMicros) !== running) continue;
          if (admits(product)) return product;
        }
        span += 1;
        at = spans[span]?.[0] ?? 0;
      }
      return undefined;
    };
  };
  const sources = readings.map(cursor);
  const heads = sources.map((source) => source());
  const found: ListedProduct[] = [];
  while (found.length < reach) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i];
      if (head && (best < 0 || compare(head, heads[best] as ListedProduct) < 0)) best = i;
    }
    if (best < 0) break;
    found.push(heads[best] as ListedProduct);
    heads[best] = (sources[best] as () => ListedProduct | undefined)();
  }
  return found;
}

/**
 * The same first `reach`, from a price range's readings (priceRangeReadings) in another order:
 * every product they cover, the best kept in order (a product better than the last kept is put in
 * place, the last dropped). They need no other test: their groups are the filter's, their spans
 * the range's and the stock's, and a special sale reads the sale orders alone.
 */
function firstInOrder(
  readings: readonly Reading[],
  nowMicros: number,
  compare: (a: ListedProduct, b: ListedProduct) => number,
  reach: number,
): ListedProduct[] {
  const kept: ListedProduct[] = [];
  for (const { items, running, spans } of readings) {
    for (const [from, to] of spans) {
      for (let at = from; at < to; at++) {
        const product = items[at] as ListedProduct;
        if (running !== undefined && saleRuns(product, nowMicros) !== running) continue;
        if (kept.length === reach && compare(product, kept[reach - 1] as ListedProduct) >= 0) continue;
        kept.splice(
          firstWhere(0, kept.length, (i) => compare(kept[i] as ListedProduct, product) >= 0),
          0,
          product,
        );
        if (kept.length > reach) kept.pop();
      }
    }
  }
  return kept;
}

function countsIn(groups: Map<number, PriceCounts>, key: number): PriceCounts {
  let counts = groups.get(key);
  if (!counts) groups.set(key, (counts = new PriceCounts()));
  return counts;
}

/** productWhere's test of one product, at a moment (category and brand included). */
function admission(filter: ProductFilter, nowMicros: number): Admission {
  const categories = filter.categoryIds ? new Set(filter.categoryIds) : undefined;
  const brands = filter.brandIds?.length ? new Set(filter.brandIds) : undefined;
  const { specialSale, inStockOnly, minPrice, maxPrice } = filter;
  const priced = minPrice !== undefined || maxPrice !== undefined;
  return (product) => {
    if (categories && !categories.has(product.categoryId)) return false;
    if (brands && !brands.has(product.brandId)) return false;
    if (inStockOnly && !product.inStock) return false;
    if (!specialSale && !priced) return true;
    const running = saleRuns(product, nowMicros);
    if (specialSale && !running) return false;
    if (!priced) return true;
    const price = running ? (product.sale as number) : product.everyday;
    return (minPrice === undefined || price >= minPrice) && (maxPrice === undefined || price <= maxPrice);
  };
}
