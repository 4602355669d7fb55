import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runSweep } from '../../platform/sweep-runner.ts';
import { testNow } from '../../test/fixture.ts';
import { walletEntries } from '../account/public/tables.ts';
import { expireUnpaidOrders } from './service/expire-orders.ts';
import { coupons, deliverySlots } from './tables.ts';
import {
  checkoutOf,
  clockedShop,
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
} from './test-support.ts';
import { paymentHelpers } from './payment-test-support.ts';

// Unpaid orders expire (issue 19): an online order not paid in time, or a bank transfer without its
// receipt, gives back exactly what it held; a payment that arrives later goes to the wallet.

const { app, db, clock } = await clockedShop();

afterAll(() => app.close());

const { onlineOrder, pressAtBank, callback, stock, orderOf, paidAudits, walletOf } = paymentHelpers({
  app,
  db,
});

describe('unpaid orders expire', () => {
  it('cancels an online order not paid in time and gives back exactly what it held; a late payment goes to the wallet', async () => {
    const code = `LATE${randomUUID().slice(0, 6).toUpperCase()}`;
    const [coupon] = await db
      .insert(coupons)
      .values({ code, type: 2, value: 10_000, usageLimit: 5 })
      .returning();
    const buyer = await newBuyer(app);
    await db.insert(walletEntries).values({ customerId: buyer.customerId, amount: 50_000, reason: 'shop' });
    const product = await newProduct(db, { price: 400_000, inventory: 5 });
    await putInBasket(db, buyer, 1, product, 2);
    // The week's last open slot: the other orders of this file, which expire too, are in the first.
    const { data } = await checkoutOf(buyer);
    const open = data.time_windows.flatMap((day: { times: { id: number; active: boolean }[] }) =>
      day.times.filter((time) => time.active),
    );
    const slot = open[open.length - 1] as { id: number };
    const [before] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slot.id));
    const placed = await placeOrder(
      app,
      buyer,
      orderBody(buyer, slot.id, { payment_port: 6, coupon_id: coupon!.id, use_wallet: 1 }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { order_id: orderId, url, payable } = placed.body.data;
    expect(await stock(product)).toBe(3);
    expect(await walletOf(buyer)).toBe(0);

    // Nineteen minutes on nothing is due; past twenty the sweep cancels it.
    // (Counts are not asserted: on PostgreSQL other files' orders share the table.)
    clock.now = new Date(testNow.getTime() + 19 * 60_000);
    await runSweep(db, expireUnpaidOrders, () => clock.now);
    expect(await orderOf(orderId)).toMatchObject({ status: 10 });
    clock.now = new Date(testNow.getTime() + 21 * 60_000);
    expect(await runSweep(db, expireUnpaidOrders, () => clock.now)).toBeGreaterThanOrEqual(1);
    expect(await orderOf(orderId)).toMatchObject({ status: 70, paymentStatus: 10 });
    expect(await stock(product)).toBe(5);
    const [after] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slot.id));
    expect(after!.taken).toBe(before!.taken);
    const [codeAfter] = await db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(codeAfter!.used).toBe(0);
    expect(await walletOf(buyer)).toBe(50_000);
    // A second pass gives nothing back twice.
    await runSweep(db, expireUnpaidOrders, () => clock.now);
    expect(await stock(product)).toBe(5);
    expect(await walletOf(buyer)).toBe(50_000);

    // The payer, still at the bank, pays after all: the order stays cancelled, the money is theirs.
    const authority = String(url).split('/').pop()!;
    await pressAtBank(authority, 'paid');
    expect((await callback(`Authority=${authority}&Status=OK`)).get('status')).toBe('refunded');
    expect(await orderOf(orderId)).toMatchObject({ status: 70, paymentStatus: 10 });
    expect(await walletOf(buyer)).toBe(50_000 + payable);
    clock.now = new Date(testNow);
  });

  it('never both expires and pays an order when the sweep and callbacks meet', async () => {
    const order = await onlineOrder({ inventory: 4 });
    const back = new URL(await pressAtBank(order.authority, 'paid'));
    clock.now = new Date(testNow.getTime() + 21 * 60_000);
    await Promise.all([
      runSweep(db, expireUnpaidOrders, () => clock.now),
      callback(back.search.slice(1)),
      runSweep(db, expireUnpaidOrders, () => clock.now),
      callback(back.search.slice(1)),
    ]);
    // Past its time the order is cancelled once, its stock back once, and the money in the wallet once.
    expect(await orderOf(order.order_id)).toMatchObject({ status: 70, paymentStatus: 10 });
    expect(await stock(order.product)).toBe(4);
    expect(await walletOf(order.buyer)).toBe(order.payable);
    expect(await paidAudits(order.order_id)).toBe(0);
    clock.now = new Date(testNow);
  });

  it('cancels a bank-transfer order with no receipt by its time', async () => {
    const buyer = await newBuyer(app);
    const product = await newProduct(db, { price: 300_000, inventory: 4 });
    await putInBasket(db, buyer, 1, product, 1);
    const slot = await openSlot(buyer);
    const placed = await placeOrder(app, buyer, orderBody(buyer, slot.id, { payment_port: 3 }));
    expect(placed.body.data.freeze).toBe(true);
    clock.now = new Date(testNow.getTime() + 23 * 3_600_000);
    await runSweep(db, expireUnpaidOrders, () => clock.now);
    expect(await orderOf(placed.body.data.order_id)).toMatchObject({ status: 10 });
    clock.now = new Date(testNow.getTime() + 25 * 3_600_000);
    await runSweep(db, expireUnpaidOrders, () => clock.now);
    expect(await orderOf(placed.body.data.order_id)).toMatchObject({ status: 70 });
    expect(await stock(product)).toBe(4);
    clock.now = new Date(testNow);
  });
});
