import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { buildApp } from '../../app.ts';
import { testNow } from '../../test/fixture.ts';
import { getTestApp } from '../../test/app.ts';
import { walletEntries } from '../account/public/tables.ts';
import { stockOf } from '../catalogue/public/stock.ts';
import { expectError, send } from '../identity/test-support.ts';
import { orders } from '../orders/public/tables.ts';
import { coupons, deliverySlots, paymentPortCustomers, paymentPorts } from './tables.ts';
import {
  checkoutOf,
  newBuyer,
  newBundle,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
} from './test-support.ts';

const { app, database } = await getTestApp();
const { db } = database;
const doors = await buildApp({
  database,
  cache: createMemoryCache(),
  publicUrl: 'http://shop.test',
  now: () => testNow,
  devAdminRoutes: true,
});

afterAll(() => doors.close());

const move = (id: number, status: number) =>
  send(doors, 'PUT', `/dev/orders/${id}/status`, { body: { status } });

describe('moving an order (the test door)', () => {
  it('is closed unless DEV_ADMIN_ROUTES opens it', async () => {
    expect((await send(app, 'PUT', '/dev/orders/1/status', { body: { status: 40 } })).status).toBe(404);
  });

  it('follows the status table and refuses any other move', async () => {
    const buyer = await newBuyer(app);
    await putInBasket(db, buyer, 1, await newProduct(db, { price: 300_000, inventory: 5 }), 1);
    const placed = await placeOrder(app, buyer, orderBody(buyer, (await openSlot(buyer)).id));
    const id = placed.body.data.order_id as number;
    expect((await move(id, 50)).body.data).toEqual({ status: 50 });
    const refused = await move(id, 40);
    expectError(refused, 409, 'ORDER_TRANSITION_REFUSED');
    expect(refused.body.message).toBe('سفارش «ارسال شده» را نمی‌توان به «در حال پردازش» برد.');
    expect((await move(id, 60)).body.data).toEqual({ status: 60 });
    expectError(await move(id, 70), 409, 'ORDER_TRANSITION_REFUSED');
    expectError(await move(999_999_999, 70), 404, 'ORDER_NOT_FOUND');
  });

  it('gives back the stock, the slot place, the coupon use and the wallet when an order is cancelled', async () => {
    const buyer = await newBuyer(app);
    const loose = await newProduct(db, { price: 200_000, inventory: 10 });
    const part = await newProduct(db, { price: 100_000, inventory: 10 });
    const bundle = await newBundle(db, [{ productId: part, count: 3 }], 4);
    await putInBasket(db, buyer, 1, loose, 2);
    await putInBasket(db, buyer, 2, bundle, 1);
    const code = `BACK${randomUUID().slice(0, 6).toUpperCase()}`;
    const [coupon] = await db
      .insert(coupons)
      .values({ code, type: 2, value: 10_000, usageLimit: 5 })
      .returning();
    await db.insert(walletEntries).values({ customerId: buyer.customerId, amount: 100_000, reason: 'shop' });
    const slot = await openSlot(buyer);
    const [before] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slot.id));
    const placed = await placeOrder(
      app,
      buyer,
      orderBody(buyer, slot.id, { coupon_id: coupon!.id, use_wallet: 1 }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(Object.fromEntries(await stockOf(db as never, [loose, part]))).toEqual({ [loose]: 8, [part]: 7 });

    expect((await move(placed.body.data.order_id, 70)).body.data).toEqual({ status: 70 });
    expect(Object.fromEntries(await stockOf(db as never, [loose, part]))).toEqual({
      [loose]: 10,
      [part]: 10,
    });
    const [after] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slot.id));
    expect(after!.taken).toBe(before!.taken);
    const [couponAfter] = await db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(couponAfter!.used).toBe(0);
    expect((await buyer.as('GET', '/profile/credit')).body.data.balance).toBe(100_000);
    const [order] = await db.select().from(orders).where(eq(orders.id, placed.body.data.order_id));
    expect(order!.status).toBe(70);
    // Cancelled is the end: nothing is given back twice.
    expectError(await move(order!.id, 70), 409, 'ORDER_TRANSITION_REFUSED');
    expect((await buyer.as('GET', '/profile/credit')).body.data.balance).toBe(100_000);
  });
});

describe('switching a payment port (the test door)', () => {
  it('takes the port away from the checkout, answers 402 for it, and brings it back', async () => {
    expect((await send(app, 'PUT', '/dev/payment-ports/5', { body: { active: false } })).status).toBe(404);
    const buyer = await newBuyer(app);
    await putInBasket(db, buyer, 1, await newProduct(db, { price: 300_000, inventory: 5 }), 1);
    // A port listed for this buyer alone, so the files running beside this one never see it.
    const portId = 1_000 + Math.floor(Math.random() * 30_000);
    await db
      .insert(paymentPorts)
      .values({ id: portId, name: 'درگاه آزمایشی', audience: 'listed', position: 9 });
    await db.insert(paymentPortCustomers).values({ portId, customerId: buyer.customerId });
    const portIds = async () =>
      ((await checkoutOf(buyer)).data.payment_ports as { id: number }[]).map((port) => port.id);
    expect(await portIds()).toContain(portId);
    const slot = await openSlot(buyer);

    const off = await send(doors, 'PUT', `/dev/payment-ports/${portId}`, { body: { active: false } });
    expect(off.body.data).toEqual({ id: portId, active: false });
    expect(await portIds()).not.toContain(portId);
    const refused = await placeOrder(app, buyer, orderBody(buyer, slot.id, { payment_port: portId }));
    expectError(refused, 402, 'PAYMENT_PORT_UNAVAILABLE');
    expect(await db.select().from(orders).where(eq(orders.customerId, buyer.customerId))).toEqual([]);

    await send(doors, 'PUT', `/dev/payment-ports/${portId}`, { body: { active: true } });
    expect(await portIds()).toContain(portId);
    expectError(
      await send(doors, 'PUT', '/dev/payment-ports/32000', { body: { active: true } }),
      404,
      'PAYMENT_PORT_NOT_FOUND',
    );
    expect(
      (await send(doors, 'PUT', `/dev/payment-ports/${portId}`, { body: { active: 'no' } })).status,
    ).toBe(422);
  });
});
