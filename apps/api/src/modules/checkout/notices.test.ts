import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formatToman } from '@shop/domain/money';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { startFakeKavenegar } from '../../adapters/sms/fake-kavenegar.ts';
import { createKavenegarSender } from '../../adapters/sms/kavenegar.ts';
import { runSweep } from '../../platform/sweep-runner.ts';
import { testNow } from '../../test/fixture.ts';
import { orderNotices } from '../orders/public/tables.ts';
import { expireUnpaidOrders } from './service/expire-orders.ts';
import { sendOrderNotices } from './service/order-notices.ts';
import {
  clockedShop,
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
} from './test-support.ts';

// Texts to the customer about their orders (issue 19): queued with the change, sent after it commits.

const apiKey = 'fake-kavenegar-key';
const kavenegar = await startFakeKavenegar(apiKey);
const { app, db, clock, ctx } = await clockedShop({
  sms: (db) =>
    createKavenegarSender({
      apiKey,
      template: 'code',
      orderTemplate: 'order',
      baseUrl: kavenegar.baseUrl,
      db,
    }),
});
afterAll(async () => {
  await app.close();
  await kavenegar.close();
});

const noticesOf = (orderId: number) =>
  db.select().from(orderNotices).where(eq(orderNotices.orderId, orderId)).orderBy(asc(orderNotices.id));

describe('order notices', () => {
  it('are queued with the change and sent through the order template afterwards, retried when the provider fails', async () => {
    const buyer = await newBuyer(app);
    await putInBasket(db, buyer, 1, await newProduct(db, { price: 400_000, inventory: 5 }), 1);
    const slot = await openSlot(buyer);
    const placed = await placeOrder(app, buyer, orderBody(buyer, slot.id, { payment_port: 6 }));
    const { order_id: orderId, tracking_code: code } = placed.body.data;
    const [queued] = await noticesOf(orderId);
    expect(queued).toMatchObject({ kind: 'awaiting-payment', sentAt: null, mobile: buyer.mobile });
    // Persian digits, the amount in tomans and the deadline on Tehran's clock (08:00 UTC on 22 November is 11:30 on 1 Azar there).
    expect(queued!.text).toBe(
      `سبدینو\nسفارش ${toPersianDigits(code)} ثبت شد.\nلطفاً مبلغ ${formatToman(placed.body.data.payable)} را تا ۱ آذر ۱۴۰۵، ساعت ۱۱:۵۰ پرداخت کنید:\nhttp://shop.test/profile/orders/${orderId}`,
    );

    kavenegar.setMode('server-error');
    await sendOrderNotices(ctx);
    expect((await noticesOf(orderId))[0]).toMatchObject({ sentAt: null, tries: 1 });
    // Not hammered: the next pass leaves it until its claim is five minutes old.
    kavenegar.setMode('ok');
    await sendOrderNotices(ctx);
    expect((await noticesOf(orderId))[0]).toMatchObject({ sentAt: null, tries: 1 });
    clock.now = new Date(testNow.getTime() + 6 * 60_000);
    await sendOrderNotices(ctx);
    expect((await noticesOf(orderId))[0]!.sentAt).not.toBeNull();
    // The job sends every file's notices (on PostgreSQL the files share a database): read this buyer's.
    const toBuyer = () =>
      kavenegar.requests.filter((request) => request.query.get('receptor') === buyer.mobile);
    const sent = toBuyer().at(-1)!.query;
    expect(sent.get('template')).toBe('order');
    expect(sent.get('token')).toBe(code);
    expect(sent.get('token10')).toBe('در انتظار پرداخت است');
    // The template's link to the order's own page (…/profile/orders/%token3).
    expect(sent.get('token3')).toBe(String(orderId));
    expect(sent.get('receptor')).toBe(buyer.mobile);

    // The order expires: its text is queued in the sweep's transaction.
    clock.now = new Date(testNow.getTime() + 25 * 60_000);
    await runSweep(db, expireUnpaidOrders, () => clock.now);
    expect((await noticesOf(orderId)).map((notice) => notice.kind)).toEqual(['awaiting-payment', 'expired']);
    await sendOrderNotices(ctx);
    expect(toBuyer().at(-1)!.query.get('token10')).toBe('به دلیل پرداخت‌نشدن لغو شد');
    clock.now = new Date(testNow);
  });

  it('are not queued for an order that was refused', async () => {
    const buyer = await newBuyer(app);
    await putInBasket(db, buyer, 1, await newProduct(db, { price: 400_000, inventory: 5 }), 1);
    const refused = await placeOrder(app, buyer, orderBody(buyer, 999_999));
    expect(refused.status).toBe(400);
    const mine = await db.select().from(orderNotices).where(eq(orderNotices.mobile, buyer.mobile));
    expect(mine).toEqual([]);
  });
});
