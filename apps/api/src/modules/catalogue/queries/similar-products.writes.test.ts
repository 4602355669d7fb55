import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { products } from '../public/tables.ts';
import { activateHiddenProducts, createHiddenProducts, uniqueMarker } from '../test-support.ts';
import {
  findProductPlacement,
  listSimilarProductRows,
  listSimilarProductRowsBySort,
} from './product-detail.ts';

// Similar products are read off the shelf's price index around the product's price, plus every
// product on a running sale (product-detail.ts listSimilarProductRows). They must be exactly what
// sorting the whole shelf by the distance of effective prices gives: with ties of price at the edges
// of the range, discounts, sales running, ending and not below the price, and products sold out.
// On the api-orders database: the shelf built here would change what other test files read.

let db: Db;
let created: Awaited<ReturnType<typeof createHiddenProducts>>;
let categoryId: number;
const hour = 3_600_000;
const saleEnd = new Date(testNow.getTime() + hour);

beforeAll(async () => {
  ({ db } = (await getTestApp()).database);
  const marker = uniqueMarker();
  const at = (price: number, extra: Partial<typeof products.$inferInsert> = {}, name = '') => ({
    name: `${marker} ${price} ${name}`,
    price,
    ...extra,
  });
  const tiedPrices = [1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_500_000, 1_500_000, 1_500_000];
  created = await createHiddenProducts(db, marker, [
    ...tiedPrices.map((price, index) => at(price, {}, `هم‌قیمت ${index}`)),
    at(900_000),
    at(1_100_000),
    at(2_000_000),
    at(3_000_000),
    // An everyday discount brings it to the tied 1,000,000; one under 1% is no discount.
    at(1_200_000, { priceByDiscount: 1_000_000 }),
    at(1_000_000, { priceByDiscount: 999_000 }),
    // Sales: running until saleEnd, below the price; ended; not below the price.
    at(5_000_000, { specialSalePrice: 1_000_000, specialSaleEndsAt: saleEnd }),
    at(1_000_000, { specialSalePrice: 4_000_000, specialSaleEndsAt: saleEnd }),
    at(2_500_000, { specialSalePrice: 1_500_000, specialSaleEndsAt: new Date(testNow.getTime() - hour) }),
    at(1_000_000, { specialSalePrice: 1_000_000, specialSaleEndsAt: saleEnd }),
    // Sold out: never similar.
    at(1_000_000, { inventory: 0 }),
    at(1_050_000, { inventory: 0, specialSalePrice: 1_000_000, specialSaleEndsAt: saleEnd }),
  ]);
  categoryId = await activateHiddenProducts(db, created);
});

afterAll(async () => {
  await created.remove();
});

async function expectSameAsSorting(ids: number[], moments: Date[], limits: number[]) {
  let compared = 0;
  for (const now of moments) {
    for (const id of ids) {
      const placement = await findProductPlacement(db, id, now);
      if (!placement) continue;
      for (const limit of limits) {
        const args = { productId: id, categoryId: placement.categoryId, price: placement.price, now, limit };
        const label = `product ${id}, limit ${limit}, at ${now.toISOString()}`;
        expect(await listSimilarProductRows(db, args), label).toEqual(
          await listSimilarProductRowsBySort(db, args),
        );
        compared += 1;
      }
    }
  }
  return compared;
}

describe('similar products, read around the price', () => {
  it('are the whole shelf sorted by distance, for every product of a shelf with ties and sales', async () => {
    const shelf = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.categoryId} = ${categoryId} and ${products.isActive}`);
    expect(shelf.length).toBeGreaterThan(created.ids.length - 1);
    const moments = [testNow, new Date(saleEnd.getTime() - 1), saleEnd];
    const compared = await expectSameAsSorting(
      shelf.map((row) => row.id),
      moments,
      [1, 2, 3, 4, 5, 8, 12],
    );
    expect(compared).toBeGreaterThan(300);
  });

  it('are the whole shelf sorted by distance for every product of the catalogue', async () => {
    const all = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isActive}`);
    expect(
      await expectSameAsSorting(
        all.map((row) => row.id),
        [testNow],
        [2, 12],
      ),
    ).toBeGreaterThan(400);
  });
});
