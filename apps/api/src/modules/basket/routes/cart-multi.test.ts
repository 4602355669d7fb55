import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { basketLimits } from '@shop/domain/basket/constants';
import { formatNumberFa } from '@shop/domain/money';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { createHiddenProducts, uniqueMarker } from '../../catalogue/test-support.ts';
import { products } from '../../catalogue/public/tables.ts';
import { expectError } from '../../identity/test-support.ts';
import {
  cart,
  limitBound,
  newShopper,
  outOfStock,
  pickProduct,
  putLine,
  stockBound,
  write,
  type PickedProduct,
  type Shopper,
} from '../test-support.ts';

// POST cart/multi: the guest's basket (kept in the browser by p-{id} / b-{id}) merged after sign-in.

let app: FastifyInstance;
let db: Db;
let a: PickedProduct;
let b: PickedProduct;
let scarce: PickedProduct;
let empty: PickedProduct;
let bundleId: number;
let hidden: Awaited<ReturnType<typeof createHiddenProducts>>;
beforeAll(async () => {
  ({
    app,
    database: { db },
  } = await getTestApp());
  a = await pickProduct(db, limitBound, 4);
  b = await pickProduct(db, limitBound, 5);
  scarce = await pickProduct(db, stockBound, 1);
  empty = await pickProduct(db, outOfStock);
  hidden = await createHiddenProducts(db, uniqueMarker(), [{ name: 'کالای پنهان ادغام' }]);
  const listed = (await cart(app, { token: '', customerId: 0 }, 'GET', '/bundles')).body.data as {
    id: number;
    available: boolean;
  }[];
  bundleId = listed.find((bundle) => bundle.available)?.id ?? 0;
});
afterAll(() => hidden.remove());

async function merge(shopper: Shopper, items: { id: number; type: 1 | 2; count: number }[]) {
  const answer = await cart(app, shopper, 'POST', '/cart/multi', { items });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
const counts = (body: { data: { items: { key: string; count: number }[] } }) =>
  Object.fromEntries(body.data.items.map((line) => [line.key, line.count]));

describe('POST /api/v1/cart/multi', () => {
  it('puts a guest basket into an empty one as chosen, in the guest order', async () => {
    const shopper = await newShopper(app);
    const body = await merge(shopper, [
      { id: b.id, type: 1, count: 2 },
      { id: bundleId, type: 2, count: 1 },
      { id: a.id, type: 1, count: 1 },
    ]);
    expect(
      body.data.items.map((line: { key: string; priority: number }) => [line.key, line.priority]),
    ).toEqual([
      [`p-${b.id}`, 1],
      [`b-${bundleId}`, 2],
      [`p-${a.id}`, 3],
    ]);
    expect(body.data.total.count).toBe(4);
    expect(body.extra_data).toEqual({
      cart_info: expect.objectContaining({ items_count: 4, lines_count: 3 }),
      rejected: [],
    });
  });

  it('keeps the larger count of guest and server, never lowering what the customer had', async () => {
    const shopper = await newShopper(app);
    await write(app, shopper, a.id, { type: 1, count: 3, add: 1 });
    await write(app, shopper, b.id, { type: 1, count: 1, add: 1 });
    const body = await merge(shopper, [
      { id: a.id, type: 1, count: 1 },
      { id: b.id, type: 1, count: 2 },
    ]);
    expect(counts(body)).toEqual({ [`p-${a.id}`]: 3, [`p-${b.id}`]: 2 });
    expect(body.extra_data.rejected).toEqual([]);
  });

  it('clamps to the purchase limit and the stock, and reports each with its reason', async () => {
    const shopper = await newShopper(app);
    const body = await merge(shopper, [
      { id: a.id, type: 1, count: a.maxCount + 4 },
      { id: scarce.id, type: 1, count: scarce.inventory + 3 },
    ]);
    expect(counts(body)).toEqual({ [`p-${a.id}`]: a.maxCount, [`p-${scarce.id}`]: scarce.inventory });
    expect(body.extra_data.rejected).toEqual([
      {
        id: a.id,
        type: 1,
        key: `p-${a.id}`,
        requested: a.maxCount + 4,
        accepted: a.maxCount,
        reason: 'PURCHASE_LIMIT',
        message: 'تعداد درخواستی بیشتر از سقف خرید این کالا است',
      },
      {
        id: scarce.id,
        type: 1,
        key: `p-${scarce.id}`,
        requested: scarce.inventory + 3,
        accepted: scarce.inventory,
        reason: 'NOT_ENOUGH_STOCK',
        message: `از این کالا فقط ${formatNumberFa(scarce.inventory)} عدد موجود است.`,
      },
    ]);
  });

  it('reports what cannot be merged at all, and merges the rest', async () => {
    const shopper = await newShopper(app);
    const body = await merge(shopper, [
      { id: empty.id, type: 1, count: 1 },
      { id: hidden.ids[0] ?? 0, type: 1, count: 1 },
      { id: 2_000_000_000, type: 1, count: 1 },
      { id: 2_000_000_000, type: 2, count: 1 },
      { id: a.id, type: 1, count: 1 },
    ]);
    expect(counts(body)).toEqual({ [`p-${a.id}`]: 1 });
    expect(
      body.extra_data.rejected.map((r: { key: string; reason: string; accepted: number }) => [
        r.key,
        r.reason,
        r.accepted,
      ]),
    ).toEqual([
      [`p-${empty.id}`, 'OUT_OF_STOCK', 0],
      [`p-${hidden.ids[0]}`, 'PRODUCT_NOT_FOUND', 0],
      ['p-2000000000', 'PRODUCT_NOT_FOUND', 0],
      ['b-2000000000', 'BUNDLE_NOT_FOUND', 0],
    ]);
    for (const rejection of body.extra_data.rejected) expect(rejection.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('is safe to retry: the same guest basket again changes nothing', async () => {
    const shopper = await newShopper(app);
    const items = [
      { id: a.id, type: 1 as const, count: 2 },
      { id: b.id, type: 1 as const, count: 1 },
    ];
    const first = await merge(shopper, items);
    const second = await merge(shopper, items);
    expect(second.data).toEqual(first.data);
  });

  it('reads an item named twice as one line with the larger count; an empty basket answers the basket', async () => {
    const shopper = await newShopper(app);
    const body = await merge(shopper, [
      { id: a.id, type: 1, count: 1 },
      { id: a.id, type: 1, count: 3 },
    ]);
    expect(counts(body)).toEqual({ [`p-${a.id}`]: 3 });
    expect((await merge(shopper, [])).data).toEqual(body.data);
  });

  it(`holds at most ${basketLimits.maxLines} lines: a new one is refused (409 BASKET_FULL), others still grow`, async () => {
    const shopper = await newShopper(app);
    const ids = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.isActive} and ${products.id} not in (${a.id}, ${b.id})`)
      .orderBy(asc(products.id))
      .limit(basketLimits.maxLines);
    for (const { id } of ids) await putLine(db, shopper, { type: 1, itemId: id, count: 1, priceAtAdd: 1 });
    const body = await merge(shopper, [{ id: a.id, type: 1, count: 1 }]);
    expect(body.extra_data.rejected).toEqual([
      expect.objectContaining({ key: `p-${a.id}`, reason: 'BASKET_FULL', accepted: 0 }),
    ]);
    expect(body.extra_data.rejected[0].message).toContain(formatNumberFa(basketLimits.maxLines));
    expectError(
      await cart(app, shopper, 'POST', `/cart/${b.id}`, { type: 1, count: 1, add: 1 }),
      409,
      'BASKET_FULL',
    );
    const inStock = (await cart(app, shopper, 'GET', '/cart')).body.data.items.find(
      (line: { can_increase: boolean }) => line.can_increase,
    );
    expect((await write(app, shopper, inStock.id, { type: 1, count: 1, add: 1 })).data.count).toBe(2);
  });
});
