import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { priceProduct } from '@shop/domain/catalogue/pricing';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { products } from './tables.ts';
import { createHiddenProducts, uniqueMarker } from '../test-support.ts';
import { discountRatioSql, effectivePriceSql } from './effective-price.ts';

const hour = 3_600_000;
const later = new Date(testNow.getTime() + hour);
const earlier = new Date(testNow.getTime() - hour);

// Each row is a case the SQL twin must price exactly as the domain's priceProduct does.
const cases = [
  {
    rule: 'no discount',
    price: 1_000_000,
    priceByDiscount: null,
    specialSalePrice: null,
    specialSaleEndsAt: null,
  },
  {
    rule: 'an everyday discount',
    price: 1_000_000,
    priceByDiscount: 800_000,
    specialSalePrice: null,
    specialSaleEndsAt: null,
  },
  {
    rule: 'a "discount" above the price is none',
    price: 1_000_000,
    priceByDiscount: 1_200_000,
    specialSalePrice: null,
    specialSaleEndsAt: null,
  },
  {
    rule: 'a discount equal to the price is none',
    price: 1_000_000,
    priceByDiscount: 1_000_000,
    specialSalePrice: null,
    specialSaleEndsAt: null,
  },
  {
    rule: 'a discount rounding to 0% is none',
    price: 1_000_000,
    priceByDiscount: 999_999,
    specialSalePrice: null,
    specialSaleEndsAt: null,
  },
  {
    rule: 'exactly 0.5% rounds up to a discount',
    price: 200,
    priceByDiscount: 199,
    specialSalePrice: null,
    specialSaleEndsAt: null,
  },
  {
    rule: 'a negative discount is bad data, ignored',
    price: 1_000_000,
    priceByDiscount: -5,
    specialSalePrice: null,
    specialSaleEndsAt: null,
  },
  {
    rule: 'a running sale wins over the everyday discount',
    price: 1_000_000,
    priceByDiscount: 900_000,
    specialSalePrice: 700_000,
    specialSaleEndsAt: later,
  },
  {
    rule: 'an ended sale is ignored',
    price: 1_000_000,
    priceByDiscount: 900_000,
    specialSalePrice: 700_000,
    specialSaleEndsAt: earlier,
  },
  {
    rule: 'a sale not below the price is ignored',
    price: 1_000_000,
    priceByDiscount: 900_000,
    specialSalePrice: 1_000_000,
    specialSaleEndsAt: later,
  },
  {
    rule: 'a running sale rounding to 0% is no discount at all',
    price: 1_000_000,
    priceByDiscount: 900_000,
    specialSalePrice: 999_999,
    specialSaleEndsAt: later,
  },
  { rule: 'a free product', price: 0, priceByDiscount: 0, specialSalePrice: null, specialSaleEndsAt: null },
];

let db: Db;
let ids: number[];
let remove: () => Promise<void>;
beforeAll(async () => {
  db = (await getTestApp()).database.db;
  const marker = uniqueMarker();
  const made = await createHiddenProducts(
    db,
    marker,
    cases.map(({ rule: _rule, ...prices }, i) => ({ name: `${marker} ${i}`, ...prices })),
  );
  ids = made.ids;
  remove = made.remove;
});
afterAll(() => remove());

describe('effectivePriceSql is the SQL twin of the domain priceProduct', () => {
  it.each(cases.map((row, i) => [row.rule, i] as const))('%s', async (_rule, i) => {
    const [row] = await db
      .select({ price: effectivePriceSql(testNow), ratio: discountRatioSql(testNow) })
      .from(products)
      .where(inArray(products.id, [ids[i] ?? 0]));
    const domain = priceProduct(cases[i] as (typeof cases)[number], testNow);
    const shown = domain.price_by_discount ?? domain.price;
    expect(row?.price).toBe(shown);
    expect(row?.ratio).toBeCloseTo(domain.price > 0 ? (domain.price - shown) / domain.price : 0, 10);
  });
});
