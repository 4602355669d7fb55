import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, inArray, isNotNull, sql } from 'drizzle-orm';
import { descendantIds, type CategoryRow } from '@shop/domain/catalogue/category-tree';
import { priceProduct } from '@shop/domain/catalogue/pricing';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { products } from '../public/tables.ts';
import { ListingIndex } from '../service/listing-index.ts';
import { listCategoryRows } from './categories.ts';
import { productWhere, type ProductFilter } from './product-filter.ts';
import { sortedListingPage, type ListingSort } from './product-list.ts';
import { listIndexedProducts } from './search-feed.ts';

// A listing without a text or shelf is answered from the process's listing index
// (service/listing-index.ts): per category or brand, apart for products whose special sale runs.
// Its pages must be exactly those of the plain statement that filters, sorts and skips
// (sortedListingPage), for every filter, sort, page and moment, above all at the moment a sale ends,
// and its counts those of productWhere.

let db: Db;
let categories: CategoryRow[];
let filters: [string, ProductFilter][];
let memory: ListingIndex;

beforeAll(async () => {
  db = (await getTestApp()).database.db;
  memory = ListingIndex.build(await listIndexedProducts(db));
  categories = await listCategoryRows(db);
  const subtree = (id: number) => descendantIds(categories, id);
  const top = categories.find((row) => row.parentId === null) as CategoryRow;
  const middle = categories.find((row) => row.parentId === top.id) as CategoryRow;
  const leaf = categories.find((row) => row.parentId === middle.id) as CategoryRow;
  const brandRows = await db
    .select({ id: products.brandId })
    .from(products)
    .where(and(sql`${products.isActive}`, inArray(products.categoryId, subtree(top.id))))
    .groupBy(products.brandId)
    .orderBy(desc(sql`count(*)`), asc(products.brandId))
    .limit(2);
  const [brand, other] = brandRows.map((row) => row.id) as [number, number];
  filters = [
    ['all products', {}],
    ['a top category', { categoryIds: subtree(top.id) }],
    ['a middle category', { categoryIds: subtree(middle.id) }],
    ['a leaf', { categoryIds: subtree(leaf.id) }],
    ['an unknown category', { categoryIds: [] }],
    ['a brand', { brandIds: [brand] }],
    ['two brands, one twice', { brandIds: [brand, other, brand] }],
    ['a brand in a category', { categoryIds: subtree(top.id), brandIds: [brand] }],
    ['a price range', { minPrice: 200_000, maxPrice: 1_500_000 }],
    ['a lowest price in a category', { categoryIds: subtree(top.id), minPrice: 500_000 }],
    ['a highest price of a brand', { brandIds: [brand], maxPrice: 800_000 }],
    ['the special sale', { specialSale: true }],
    ['the special sale of a category', { categoryIds: subtree(top.id), specialSale: true }],
    ['in stock only', { inStockOnly: true }],
    [
      'in stock only, a category, a price',
      { categoryIds: subtree(top.id), inStockOnly: true, maxPrice: 2e6 },
    ],
    ['in stock only, special sale', { inStockOnly: true, specialSale: true, minPrice: 100_000 }],
  ];
});

const sorts: ListingSort[] = [1, 2, 3, 4, 5, 'relevance'];

async function expectSamePages(filter: ProductFilter, now: Date, label: string, pages = [1, 3]) {
  for (const sort of sorts) {
    for (const page of pages) {
      const args = { filter, sort, now, limit: 16, offset: (page - 1) * 16 };
      const sorted = await sortedListingPage(db, args);
      const remembered = memory.writtenPage({ ...args, sort: sort === 'relevance' ? 3 : sort }).rows;
      expect(remembered, `${label}, sort ${sort}, page ${page}, from memory`).toEqual(sorted);
    }
  }
}

/** Every running sale's end, in order: the moments the price and discount orders change. */
async function saleEnds(): Promise<Date[]> {
  const rows = await db
    .selectDistinct({ endsAt: products.specialSaleEndsAt })
    .from(products)
    .where(and(sql`${products.isActive}`, isNotNull(products.specialSalePrice)))
    .orderBy(asc(products.specialSaleEndsAt));
  return rows.flatMap((row) => (row.endsAt && row.endsAt > testNow ? [row.endsAt] : []));
}

describe("the listing index's page", () => {
  it('is the sorted page, for every filter, sort and page', async () => {
    for (const [label, filter] of filters) await expectSamePages(filter, testNow, label);
  });

  it('is the sorted page at each moment a special sale ends, and just before', async () => {
    const ends = await saleEnds();
    expect(ends.length).toBeGreaterThan(0);
    for (const end of ends.slice(0, 4)) {
      for (const now of [new Date(end.getTime() - 1), end]) {
        for (const [label, filter] of filters.slice(0, 4)) {
          await expectSamePages(filter, now, `${label} at ${now.toISOString()}`, [1]);
        }
      }
    }
    // Once every sale has ended, no product is read apart any more.
    const after = new Date((ends.at(-1) as Date).getTime() + 1);
    for (const [label, filter] of filters)
      await expectSamePages(filter, after, `${label} after every sale`, [1]);
  });

  it('moves a product from its sale price to its everyday price when its sale ends', async () => {
    const running = await db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        price: products.price,
        priceByDiscount: products.priceByDiscount,
        specialSalePrice: products.specialSalePrice,
        specialSaleEndsAt: products.specialSaleEndsAt,
      })
      .from(products)
      .where(
        and(
          sql`${products.isActive}`,
          sql`${products.specialSaleEndsAt} > ${testNow.toISOString()}::timestamptz`,
          sql`${products.specialSalePrice} < ${products.price}`,
        ),
      )
      .orderBy(asc(products.specialSaleEndsAt), asc(products.id));
    // A sale whose end changes the price the card shows (not one equal to the everyday discount).
    const onSale = running.find(
      (row) =>
        row.specialSaleEndsAt &&
        shownPrice(row, new Date(row.specialSaleEndsAt.getTime() - 1)) !==
          shownPrice(row, row.specialSaleEndsAt),
    );
    if (!onSale?.specialSaleEndsAt) throw new Error('the seeded catalogue has no running special sale');
    const end = onSale.specialSaleEndsAt;
    const filter: ProductFilter = { categoryIds: [onSale.categoryId] };
    for (const now of [new Date(end.getTime() - 1), end]) {
      const whole = memory.writtenPage({ filter, sort: 1, now, limit: 1000, offset: 0 }).rows;
      expect(whole).toEqual(await sortedListingPage(db, { filter, sort: 1, now, limit: 1000, offset: 0 }));
      // Cheapest first (in stock first) by the price each card shows at that moment.
      const shown = whole.map((row) => [row.inventory > 0, shownPrice(row, now), row.id] as const);
      const expected = [...shown].sort((a, b) => Number(b[0]) - Number(a[0]) || a[1] - b[1] || a[2] - b[2]);
      expect(shown).toEqual(expected);
      const price = shown.find((entry) => entry[2] === onSale.id)?.[1];
      expect(price).toBe(shownPrice(onSale, now));
    }
  });
});

describe("a listing's count", () => {
  // The listing index counts from each category's (or brand's) sorted everyday prices, and adjusts
  // for the products whose sale runs (listing-counts.ts). It must be the count of productWhere itself.
  async function plainCount(filter: ProductFilter, now: Date): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(products)
      .where(productWhere(filter, now));
    return row?.count ?? 0;
  }

  it('is the number of products its filter finds, for every filter and as each sale ends', async () => {
    const ends = await saleEnds();
    const moments = [testNow, ...ends.slice(0, 4).flatMap((end) => [new Date(end.getTime() - 1), end])];
    const priced = filters.filter(
      ([, filter]) => filter.minPrice !== undefined || filter.maxPrice !== undefined,
    );
    expect(priced.length).toBeGreaterThan(3);
    // Ranges around the prices of products on sale, so that a sale's end moves products in and out.
    const bands: ProductFilter[] = [
      { minPrice: 0, maxPrice: 300_000 },
      { minPrice: 300_000 },
      { maxPrice: 5_000_000, specialSale: true },
      { minPrice: 100_000, maxPrice: 100_000 },
    ];
    let found = 0;
    for (const now of moments) {
      for (const [label, filter] of [
        ...filters,
        ...bands.map((band) => [JSON.stringify(band), band] as const),
      ]) {
        const expected = await plainCount(filter, now);
        found += expected;
        expect(memory.count(filter, now), `${label} at ${now.toISOString()}`).toBe(expected);
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});

function shownPrice(row: Parameters<typeof priceProduct>[0], now: Date): number {
  const pricing = priceProduct(row, now);
  return pricing.price_by_discount ?? pricing.price;
}
