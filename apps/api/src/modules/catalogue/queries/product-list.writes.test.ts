import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SortValue } from '@shop/domain/catalogue/listing-constants';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { products } from '../public/tables.ts';
import { activateHiddenProducts, createHiddenProducts, uniqueMarker } from '../test-support.ts';
import type { ProductFilter } from './product-filter.ts';
import { createSearchIndex, type SearchIndex } from '../service/search-index.ts';
import { sortedListingPage } from './product-list.ts';

// The listing index (service/listing-index.ts) keeps the price and discount orders by the everyday
// price and by the sale price, and reads apart the products whose sale runs at `now`: a change of
// price, discount or sale must move a product at once in the index kept current from the database,
// as in the SQL, and so must the end of its sale.
// On the api-orders database: these tests change products other test files would otherwise read.

let db: Db;
let created: Awaited<ReturnType<typeof createHiddenProducts>>;
let categoryId: number;
let index: SearchIndex;

beforeAll(async () => {
  ({ db } = (await getTestApp()).database);
  const marker = uniqueMarker();
  created = await createHiddenProducts(db, marker, [
    { name: `${marker} الف`, price: 1_000_000 },
    { name: `${marker} ب`, price: 2_000_000 },
    { name: `${marker} پ`, price: 3_000_000 },
  ]);
  categoryId = await activateHiddenProducts(db, created);
  // Built now: every change below reaches it as a catch-up.
  index = createSearchIndex(db);
  await index.fresh();
});

afterAll(async () => {
  await created.remove();
});

function update(id: number, values: Partial<typeof products.$inferInsert>) {
  return db.update(products).set(values).where(eq(products.id, id));
}

/** Our products in the order a listing shows them, after checking it is the sorted statement's. */
async function ours(filter: ProductFilter, sort: SortValue, now: Date): Promise<number[]> {
  const args = { filter, sort, now, limit: 1000, offset: 0 };
  const listed = (await index.fresh()).listing.writtenPage(args).rows;
  expect(listed).toEqual(await sortedListingPage(db, args));
  return listed.map((row) => row.id).filter((id) => created.ids.includes(id));
}

async function expectOrder(
  now: Date,
  cheapestFirst: number[],
  mostExpensiveFirst = [...cheapestFirst].reverse(),
) {
  for (const filter of [{ categoryIds: [categoryId] }, {}, { brandIds: [created.brandId] }]) {
    expect(await ours(filter, 1, now), JSON.stringify(filter)).toEqual(cheapestFirst);
    expect(await ours(filter, 2, now), JSON.stringify(filter)).toEqual(mostExpensiveFirst);
    await ours(filter, 5, now);
  }
}

describe('the price sorts follow the catalogue', () => {
  it('move a product when its price, discount or sale changes, and when its sale ends', async () => {
    const [a, b, c] = created.ids as [number, number, number];
    await expectOrder(testNow, [a, b, c]);

    await update(c, { priceByDiscount: 500_000 });
    await expectOrder(testNow, [c, a, b]);

    const ends = new Date(testNow.getTime() + 3_600_000);
    await update(b, { specialSalePrice: 100_000, specialSaleEndsAt: ends });
    await expectOrder(testNow, [b, c, a]);
    await expectOrder(new Date(ends.getTime() - 1), [b, c, a]);
    // Ended: the row still holds the sale, the listing no longer reads it.
    await expectOrder(ends, [c, a, b]);

    await update(a, { price: 50_000 });
    await expectOrder(testNow, [a, b, c]);
    await expectOrder(ends, [a, c, b]);

    // Out of stock goes last whatever the price.
    await update(a, { inventory: 0 });
    await expectOrder(testNow, [b, c, a], [c, b, a]);
  });
});
