import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { getTestApp } from '../../test/app.ts';
import { stockOf } from '../catalogue/public/stock.ts';
import { expectError } from '../identity/test-support.ts';
import { orderLines, orders } from '../orders/public/tables.ts';
import { coupons, deliverySlots } from './tables.ts';
import {
  newBuyer,
  newBundle,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
} from './test-support.ts';

// Placing orders at the same moment (issue 18): one idempotency key, the last units of a product and
// of a bundle sharing it, a code's last use, a slot's last place, a line added in another tab. They
// prove something only on PostgreSQL, where requests run on a pool of connections (CI runs both).

const { app, database } = await getTestApp();
const { db } = database;

describe('idempotency', () => {
  it('makes one order of 50 submits with one key, each answered the same', async () => {
    const buyer = await newBuyer(app);
    const product = await newProduct(db, { price: 500_000, inventory: 100 });
    await putInBasket(db, buyer, 1, product, 1);
    const body = orderBody(buyer, (await openSlot(buyer)).id);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(app, buyer, body, key)));
    const done = answers.filter((a) => a.status === 200);
    // A submit racing the first is told to wait (409); every finished one answers the same order.
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(new Set(done.map((a) => a.body.data.order_id)).size).toBe(1);
    const replay = await placeOrder(app, buyer, body, key);
    expect(replay.body.data).toEqual(done[0]!.body.data);
    expect(await db.select().from(orders).where(eq(orders.customerId, buyer.customerId))).toHaveLength(1);
    expect((await stockOf(db as never, [product])).get(product)).toBe(99);
    expectError(
      await placeOrder(app, buyer, { ...body, periodic_type: 4 }, key),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
  });
});

describe('races', () => {
  it('sells the last units of a product (and of a bundle sharing it) exactly once', async () => {
    const shared = await newProduct(db, { price: 200_000, inventory: 5 });
    const other = await newProduct(db, { price: 100_000, inventory: 50 });
    const bundle = await newBundle(
      db,
      [
        { productId: shared, count: 2 },
        { productId: other, count: 1 },
      ],
      10,
    );
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newBuyer(app)));
    const slot = await openSlot(buyers[0]!);
    await db.update(deliverySlots).set({ capacity: 1000 }).where(eq(deliverySlots.id, slot.id));
    for (const [i, buyer] of buyers.entries()) {
      if (i % 2 === 0) await putInBasket(db, buyer, 1, shared, 1);
      else await putInBasket(db, buyer, 2, bundle, 1);
    }
    const answers = await Promise.all(
      buyers.map((buyer) => placeOrder(app, buyer, orderBody(buyer, slot.id))),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 200 || s === 406),
      JSON.stringify(statuses),
    ).toBe(true);
    const [row] = await rawRows<{ sold: number }>(
      db,
      sql`select coalesce(sum(case when l.item_type = 1 then l.count else l.count * 2 end), 0)::int as sold
          from order_lines l where l.item_id = ${shared} and l.item_type = 1
             or l.item_id = ${bundle} and l.item_type = 2`,
    );
    const left = (await stockOf(db as never, [shared])).get(shared)!;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(row!.sold + left).toBe(5);
    expect(row!.sold).toBeGreaterThanOrEqual(4);
    // Both kinds of line won some of the units.
    expect(answers.filter((a, i) => a.status === 200 && i % 2 === 0).length).toBeGreaterThan(0);
    expect(answers.filter((a, i) => a.status === 200 && i % 2 === 1).length).toBeGreaterThan(0);
  });

  it('never loses a line added in another tab while the order is placed', async () => {
    for (let round = 0; round < 5; round++) {
      const buyer = await newBuyer(app);
      const first = await newProduct(db, { price: 300_000, inventory: 5 });
      const late = await newProduct(db, { price: 200_000, inventory: 5 });
      await putInBasket(db, buyer, 1, first, 1);
      const slot = await openSlot(buyer);
      const [placed, added] = await Promise.all([
        placeOrder(app, buyer, orderBody(buyer, slot.id)),
        buyer.as('POST', `/cart/${late}`, { type: 1, count: 1, add: 1 }),
      ]);
      expect(placed.status).toBe(200);
      expect(added.status).toBe(200);
      const ordered = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, placed.body.data.order_id));
      const inBasket = (await buyer.as('GET', '/cart')).body.data.items as { id: number }[];
      // The late line is either in the order (added first) or still in the basket (added after).
      const inOrder = ordered.some((line) => line.itemId === late);
      expect(inOrder !== inBasket.some((item) => item.id === late)).toBe(true);
    }
  });

  it('gives the last use of a coupon and the last place in a slot to one order', async () => {
    const code = `LAST${randomUUID().slice(0, 6).toUpperCase()}`;
    const [coupon] = await db
      .insert(coupons)
      .values({ code, type: 2, value: 10_000, usageLimit: 1 })
      .returning();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => newBuyer(app)));
    for (const buyer of buyers)
      await putInBasket(db, buyer, 1, await newProduct(db, { price: 100_000, inventory: 5 }), 1);
    const slot = await openSlot(buyers[0]!);
    await db.update(deliverySlots).set({ capacity: 1000 }).where(eq(deliverySlots.id, slot.id));
    const withCoupon = await Promise.all(
      buyers.map((buyer) => placeOrder(app, buyer, orderBody(buyer, slot.id, { coupon_id: coupon!.id }))),
    );
    expect(withCoupon.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      withCoupon.filter((a) => a.status !== 200).every((a) => a.body.extra_data.error === 'COUPON_USED_UP'),
    ).toBe(true);

    const racers = buyers.filter((_, i) => withCoupon[i]!.status !== 200);
    const [lastPlace] = await db
      .select({ id: deliverySlots.id, taken: deliverySlots.taken })
      .from(deliverySlots)
      .where(eq(deliverySlots.id, (await openSlot(racers[0]!)).id));
    await db
      .update(deliverySlots)
      .set({ capacity: lastPlace!.taken + 1 })
      .where(eq(deliverySlots.id, lastPlace!.id));
    const forSlot = await Promise.all(
      racers.map((buyer) => placeOrder(app, buyer, orderBody(buyer, lastPlace!.id))),
    );
    expect(forSlot.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      forSlot.filter((a) => a.status !== 200).every((a) => a.body.extra_data.error === 'SLOT_UNAVAILABLE'),
    ).toBe(true);
    await db.update(deliverySlots).set({ capacity: 1000 }).where(eq(deliverySlots.id, lastPlace!.id));
  });
});
