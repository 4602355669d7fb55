import { describe, expect, it } from 'vitest';
import { sortValues, type SortValue } from '@shop/domain/catalogue/listing-constants';
import type { ProductFilter } from '../queries/product-filter.ts';
import type { IndexedProductRow } from '../queries/search-feed.ts';
import { ListingIndex } from './listing-index.ts';
import { toProductCard } from './product-card.ts';

// The listing index picks a page by merging the sort's orders of the filter's groups (all products,
// categories, brands, brands in categories), products whose sale runs in their sale order, and
// counts from each group's prices; it keeps all of these in place as products change. Whatever
// groups a filter reads and after any run of changes, its pages and counts must be those of the
// plain rule: keep what the filter admits, order it (in stock first, then the sort at `now`, then the
// id), skip, take. The same against the SQL over the seeded catalogue: queries/product-list.test.ts.

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const now = new Date('2026-11-27T12:00:00Z');
const hour = 3_600_000;

function saleRunsAt(row: IndexedProductRow, at: Date): boolean {
  return (
    row.specialSalePrice !== null &&
    row.specialSaleEndsAt !== null &&
    row.specialSaleEndsAt.getTime() > at.getTime() &&
    row.specialSalePrice < row.price
  );
}

/** effective-price.ts's price at a moment, written plainly. */
function priceAt(row: IndexedProductRow, at: Date): number {
  const offer = saleRunsAt(row, at) ? row.specialSalePrice : row.priceByDiscount;
  return offer !== null && offer >= 0 && (row.price - offer) * 200 >= row.price ? offer : row.price;
}

function keyOf(row: IndexedProductRow, sort: SortValue, at: Date): number {
  switch (sort) {
    case 1:
    case 2:
      return priceAt(row, at);
    case 3:
      return row.soldCount;
    case 4:
      return row.createdMicros;
    case 5:
      return row.price > 0 ? (row.price - priceAt(row, at)) / row.price : 0;
  }
}

function plainPage(
  rows: readonly IndexedProductRow[],
  args: { filter: ProductFilter; sort: SortValue; now: Date; limit: number; offset: number },
) {
  const { filter, sort, now: at } = args;
  const ascending = sort === 1;
  return plainMatches(rows, filter, at)
    .sort(
      (a, b) =>
        Number(b.inventory > 0) - Number(a.inventory > 0) ||
        (ascending ? 1 : -1) * (keyOf(a, sort, at) - keyOf(b, sort, at)) ||
        a.id - b.id,
    )
    .slice(args.offset, args.offset + args.limit)
    .map((row) => row.id);
}

function plainMatches(rows: readonly IndexedProductRow[], filter: ProductFilter, at: Date) {
  return rows.filter(
    (row) =>
      row.isActive &&
      (!filter.categoryIds || filter.categoryIds.includes(row.categoryId)) &&
      (!filter.brandIds?.length || filter.brandIds.includes(row.brandId)) &&
      (!filter.specialSale || saleRunsAt(row, at)) &&
      (!filter.inStockOnly || row.inventory > 0) &&
      (filter.minPrice === undefined || priceAt(row, at) >= filter.minPrice) &&
      (filter.maxPrice === undefined || priceAt(row, at) <= filter.maxPrice),
  );
}

describe('ListingIndex', () => {
  it('lists and counts as the plain rule does, by every way and after every change', () => {
    const random = seeded(11);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const prices = [0, 90_000, 100_000, 120_000, 250_000, 1_000_000];
    const product = (id: number, version: number): IndexedProductRow => {
      const price = pick(prices);
      const offer = () =>
        pick([null, price, price - 1, Math.round(price * 0.9), Math.round(price * 0.8), -5]);
      const ends = random() < 0.5 ? new Date(now.getTime() + pick([-hour, -1, 0, 1, hour, 2 * hour])) : null;
      return {
        id,
        name: `کالای ${id}`,
        slug: `p-${id}`,
        image: `/p/${id}.jpg`,
        // Most products in the first category and brand, so that some filters are walked and others read whole.
        categoryId: random() < 0.5 ? 1 : 2 + Math.floor(random() * 6),
        price,
        priceByDiscount: offer(),
        specialSalePrice: random() < 0.4 ? offer() : null,
        specialSaleEndsAt: ends,
        volume: null,
        unit: null,
        colorName: null,
        colorCode: null,
        inventory: pick([0, 0, 1, 5]),
        maxCount: 10,
        comingSoon: false,
        ratingCount: 0,
        ratingTotal: 0,
        brandId: random() < 0.5 ? 1 : 2 + Math.floor(random() * 4),
        brandName: 'برند',
        brandSlug: 'brand',
        searchText: '',
        isActive: random() < 0.9,
        inStock: false,
        soldCount: pick([0, 1, 2, 7]),
        createdMicros: pick([1, 2, 3]) * 1_000_000,
        saleEndsMicros: ends ? ends.getTime() * 1000 : null,
        version,
      };
    };
    const filters: ProductFilter[] = [
      {},
      { categoryIds: [1] },
      { categoryIds: [3, 4] },
      { categoryIds: [] },
      { categoryIds: [1, 1, 2] },
      { brandIds: [1] },
      { brandIds: [3, 4, 3] },
      { brandIds: [] },
      { categoryIds: [1], brandIds: [2] },
      { categoryIds: [5], brandIds: [1] },
      { specialSale: true },
      { categoryIds: [1], specialSale: true },
      { inStockOnly: true },
      { categoryIds: [1], inStockOnly: true, maxPrice: 100_000 },
      { minPrice: 100_000, maxPrice: 120_000 },
      // Narrow within a large category: most of its order read to fill a page.
      { categoryIds: [1], minPrice: 250_000, maxPrice: 250_000 },
      { categoryIds: [1, 2], minPrice: 0, maxPrice: 0 },
      { brandIds: [1], maxPrice: 95_000, specialSale: true },
    ];
    const forward = [new Date(now.getTime() - 1), now, new Date(now.getTime() + hour)];
    const live = new Map<number, IndexedProductRow>();
    let version = 0;
    for (let id = 1; id <= 400; id += 1) live.set(id, product(id, ++version));
    const index = ListingIndex.build(live.values());
    let listed = 0;
    for (let round = 0; round < 25; round += 1) {
      const rows = [...live.values()];
      // Forward, then back: each round's changes land while the counts hold the last round's last
      // moment, which the next round asks first (changes kept in place, not counted afresh).
      const moments = round % 2 === 0 ? forward : [...forward].reverse();
      for (const at of moments) {
        for (const filter of filters) {
          expect(index.count(filter, at), JSON.stringify(filter)).toBe(plainMatches(rows, filter, at).length);
          for (const sort of sortValues) {
            for (const [limit, offset] of [
              [5, 0],
              [5, 10],
              [16, 32],
            ] as const) {
              const args = { filter, sort, now: at, limit, offset };
              const written = index.writtenPage(args);
              const page = written.rows.map((card) => card.id);
              listed += page.length;
              // Each card's JSON is kept per product while its sale runs or not: it must be the
              // card at this moment, whatever moment it was first written at.
              expect(JSON.parse(written.json)).toEqual(written.rows.map((row) => toProductCard(row, at)));
              expect(
                page,
                `${JSON.stringify(filter)} sort ${sort} from ${offset} at ${at.toISOString()}`,
              ).toEqual(plainPage(rows, args));
            }
          }
        }
      }
      // Changes, as the catalogue moves: stock, sales, prices, a new category, withdrawals.
      for (let change = 0; change < 25; change += 1) {
        const id = 1 + Math.floor(random() * 430);
        const existing = live.get(id);
        const kind = random();
        let next: IndexedProductRow;
        if (existing && kind < 0.3) next = { ...existing, inventory: pick([0, 1, 2]), version: ++version };
        else if (existing && kind < 0.45)
          next = { ...existing, soldCount: existing.soldCount + 1, version: ++version };
        else if (existing && kind < 0.55)
          next = { ...existing, isActive: !existing.isActive, version: ++version };
        else if (existing && kind < 0.6) {
          live.delete(id);
          index.remove(id);
          continue;
        } else next = product(id, ++version);
        live.set(id, next);
        index.upsert(next);
      }
      const fresh = ListingIndex.build(live.values());
      expect(index.size).toBe(fresh.size);
    }
    expect(listed).toBeGreaterThan(10_000);
  });
});
