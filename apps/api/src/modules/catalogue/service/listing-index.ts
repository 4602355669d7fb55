import type { SortValue } from '@shop/domain/catalogue/listing-constants';
import type { ProductCardRow } from '../public/product-columns.ts';
import type { ProductFilter } from '../queries/product-filter.ts';
import type { IndexedProductRow } from '../queries/search-feed.ts';
import { categoryBrandKey, listedProduct, saleRuns, type ListedProduct } from './listed-product.ts';
import { PriceCounts } from './listing-counts.ts';
import { compareBy, keyAt, sortRules, SortOrders, type OrderPair } from './listing-orders.ts';

// A listing narrowed only by category, brand, price, special sale or stock, answered from the
// process's copy of the active catalogue (decision 078), kept current with the suggestion index
// (search-index.ts). It gives the same cards in the same order as the SQL (product-list.ts
// sortedListingPage: in stock first, then the sort at `now`, then the id): queries/product-list.test.ts
// holds it to that statement filter by filter, sort by sort, around the moments sales end, and
// listing-index.test.ts to a plain rule over random catalogues changed in place.

/** A listing's filter at one moment, as a test of one product. */
type Admission = (product: ListedProduct) => boolean;

export class ListingIndex {
  private readonly byId = new Map<number, ListedProduct>();
  /** What counts read: each category's products, each brand's, and each brand's in each category. */
  private readonly countsByCategory = new Map<number, PriceCounts>();
  private readonly countsByBrand = new Map<number, PriceCounts>();
  /** By categoryBrandKey. */
  private readonly countsByCategoryBrand = new Map<number, PriceCounts>();
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
  }

  /** The page's cards: `limit` from `offset` in the listing's order at `now`. */
  page(args: {
    filter: ProductFilter;
    sort: SortValue;
    now: Date;
    limit: number;
    offset: number;
  }): ProductCardRow[] {
    const { filter, sort } = args;
    const nowMicros = args.now.getTime() * 1000;
    const rule = sortRules[sort];
    const found = this.walk(
      this.groupsOf(filter, this.order(sort)),
      filter,
      nowMicros,
      compareBy(rule, keyAt(rule, nowMicros)),
      args.offset + args.limit,
      rule.onSale !== undefined,
    );
    return found.slice(args.offset).map((product) => product.card);
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
    else
      for (const category of categories ?? this.countsByCategory.keys())
        counted.push(this.countsByCategory.get(category));
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

  /**
   * The first `reach` products the filter admits, in the listing's order at `now`: each group's
   * orders read from the start and merged. Products whose sale runs are read in their sale order,
   * the others in their everyday order (as walked-listing.ts does in SQL), so each order's products
   * come in the listing's order at `now`. A page reads about its own length from each group, more
   * when a price range or the stock leaves products out.
   */
  private walk(
    groups: readonly OrderPair[],
    filter: ProductFilter,
    nowMicros: number,
    compare: (a: ListedProduct, b: ListedProduct) => number,
    reach: number,
    dependsOnSale: boolean,
  ): ListedProduct[] {
    const admits = admission(filter, nowMicros);
    const cursor = (items: readonly ListedProduct[], running: boolean | undefined) => {
      let at = 0;
      return (): ListedProduct | undefined => {
        while (at < items.length) {
          const product = items[at++] as ListedProduct;
          if (running !== undefined && saleRuns(product, nowMicros) !== running) continue;
          if (admits(product)) return product;
        }
        return undefined;
      };
    };
    const sources: (() => ListedProduct | undefined)[] = [];
    for (const group of groups) {
      // Only products on sale: their order alone. A sort by price: both, each product in one.
      if (filter.specialSale) sources.push(cursor(group.onSale.items, true));
      else if (!dependsOnSale) sources.push(cursor(group.everyday.items, undefined));
      else {
        sources.push(cursor(group.everyday.items, false));
        if (group.onSale.items.length > 0) sources.push(cursor(group.onSale.items, true));
      }
    }
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

  private order(sort: SortValue): SortOrders {
    let order = this.orders.get(sort);
    if (!order) {
      order = new SortOrders(sortRules[sort], this.byId.values());
      this.orders.set(sort, order);
    }
    return order;
  }
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
