import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { walletEntries } from '../account/public/tables.ts';
import { stockOf } from '../catalogue/public/stock.ts';
import { expectError, expectFieldError } from '../identity/test-support.ts';
import { customers } from '../identity/public/tables.ts';
import { orders } from '../orders/public/tables.ts';
import { paymentHelpers } from './payment-test-support.ts';
import { moveOrder } from './service/move-order.ts';
import {
  clockedShop,
  orderDetail as detailOf,
  orderOfNewProduct,
  pngBytes,
  uploadReceipt,
  type OrderOfOptions,
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
  type Buyer,
} from './test-support.ts';
import { testNow } from '../../test/fixture.ts';

// The customer's orders (issue 20): the list, the detail with its timeline and actions, cancelling,
// notes and ratings; every id checked against its owner.

const { app, db, clock, ctx } = await clockedShop();
afterAll(() => app.close());

const orderOf = (buyer: Buyer, options?: OrderOfOptions) => orderOfNewProduct({ app, db }, buyer, options);
const stock = async (product: number) => (await db.transaction((tx) => stockOf(tx, [product]))).get(product);
const shown = (timeline: { faTitle: string; done: boolean; continue: boolean; visibility: boolean }[]) =>
  timeline.filter((s) => s.continue && s.visibility).map((s) => `${s.faTitle}${s.done ? ' ✓' : ''}`);

describe('the list of orders', () => {
  it('is empty for a new customer, and then lists the customer’s own, newest first', async () => {
    const buyer = await newBuyer(app);
    expect((await buyer.as('GET', '/orders')).body.data).toEqual({ count: 0, list: [], successful: 0 });
    const first = await orderOf(buyer);
    clock.now = new Date(testNow.getTime() + 60_000);
    const second = await orderOf(buyer, { port: 6 });
    clock.now = new Date(testNow);
    const stranger = await newBuyer(app);
    await orderOf(stranger);
    const { data } = (await buyer.as('GET', '/orders')).body;
    expect(data.count).toBe(2);
    expect(data.list.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(data.list[0]).toMatchObject({
      tracking_code: second.trackingCode,
      // Two at 250,000 and the courier's 250,000.
      amount: 750_000,
      payable_amount: 750_000,
      status: 10,
      status_fa: 'در انتظار پرداخت',
      payment_status: 10,
      is_expired: false,
      notes_count: 0,
    });
    expect((await buyer.as('GET', '/orders?page=2')).body.data.list).toEqual([]);
    expectFieldError(await buyer.as('GET', '/orders?page=0'), 'page');
  });
});

describe('an order’s detail', () => {
  it('shows the lines, the amounts, the timeline and what may be done, by the spec’s rules', async () => {
    const buyer = await newBuyer(app);
    const { id, product } = await orderOf(buyer);
    const detail = await detailOf(buyer, id);
    expect(detail).toMatchObject({
      id,
      status: 40,
      payment_status: 10,
      payment_type: 'پرداخت پس از دریافت فاکتور',
      total_amount: 500_000,
      shipping_cost: 250_000,
      amount: 750_000,
      payable_amount: 750_000,
      products: [
        {
          id: product,
          type: 1,
          count: 2,
          price: 250_000,
          real_price: 250_000,
          slug: 'test-product',
          bundle: false,
        },
      ],
      time: { day: '2026-11-22', started_at: '15:00', finished_at: '18:00' },
      rates: { rates: 0 },
      notes: [],
      receipt: null,
      // Processing and unpaid: cancellable, payable online before delivery; no note (status 10 only).
      actions: { repay: true, cancel: true, receipt: false, note: false, rate: false },
    });
    expect(shown(detail.status_navbar)).toEqual(['ثبت سفارش ✓', 'در حال پردازش ✓', 'ارسال شده', 'تحویل شده']);
  });

  it('of an online order awaiting payment offers paying, cancelling and a note, until it expires', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer, { port: 6 });
    expect((await detailOf(buyer, id)).actions).toEqual({
      repay: true,
      cancel: true,
      receipt: false,
      note: true,
      rate: false,
    });
    clock.now = new Date(testNow.getTime() + 21 * 60_000);
    const expired = await detailOf(buyer, id);
    clock.now = new Date(testNow);
    expect(expired.is_expired).toBe(true);
    expect(expired.actions).toEqual({
      repay: false,
      cancel: false,
      receipt: false,
      note: false,
      rate: false,
    });
  });
});

describe('every order route refuses another customer’s order (the ownership matrix)', () => {
  it.each([
    ['GET', ''],
    ['POST', '/cancel'],
    ['POST', '/note'],
    ['POST', '/rate'],
    ['POST', '/repay'],
    ['GET', 'invoice'],
    ['POST', '/receipt'],
    ['GET', '/receipt'],
    ['GET', '/payments'],
  ] as const)('%s orders/{id}%s', async (method, path) => {
    const owner = await newBuyer(app);
    const { id } = await orderOf(owner, { port: 6 });
    const stranger = await newBuyer(app);
    const body = path === '/note' ? { context: 'سلام' } : path === '/rate' ? { rates: 5 } : undefined;
    const url = path === 'invoice' ? `/invoices/${id}` : `/orders/${id}${path}`;
    const answer =
      method === 'POST' && path === '/receipt'
        ? await uploadReceipt(app, stranger, id, await pngBytes())
        : await stranger.as(method, url, body);
    expectError(answer, 404, 'ORDER_NOT_FOUND');
    expect((await detailOf(owner, id)).status).toBe(10);
  });
});

describe('cancelling', () => {
  it('gives back the stock and the wallet’s part, once, however many times it is asked at once', async () => {
    const buyer = await newBuyer(app);
    await app.inject({ method: 'GET', url: '/healthz' });
    const { id, product } = await orderOf(buyer, { port: 6, count: 3, inventory: 10 });
    expect(await stock(product)).toBe(7);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyer.as('POST', `/orders/${id}/cancel`)),
    );
    const done = answers.filter((a) => a.status === 200);
    expect(done).toHaveLength(1);
    expect(done[0]!.body.data).toEqual({ status: 70, status_fa: 'لغو شده' });
    for (const refused of answers.filter((a) => a.status !== 200))
      expectError(refused, 400, 'ORDER_CANCEL_NOT_ALLOWED');
    expect(await stock(product)).toBe(10);
    const detail = await detailOf(buyer, id);
    expect(shown(detail.status_navbar)).toEqual(['ثبت سفارش ✓', 'لغو شده ✓']);
    expect(detail.actions.cancel).toBe(false);
  });

  it('is refused once the order is paid, or sent', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer);
    await moveOrder(ctx, id, 50, { type: 'system' });
    expectError(await buyer.as('POST', `/orders/${id}/cancel`), 400, 'ORDER_CANCEL_NOT_ALLOWED');
    const other = await orderOf(buyer, { port: 6 });
    await db.update(orders).set({ paymentStatus: 20, status: 40 }).where(eq(orders.id, other.id));
    expectError(await buyer.as('POST', `/orders/${other.id}/cancel`), 400, 'ORDER_CANCEL_NOT_ALLOWED');
  });

  it('refunds what the wallet paid', async () => {
    const buyer = await newBuyer(app);
    await db.insert(walletEntries).values({ customerId: buyer.customerId, amount: 100_000, reason: 'gift' });
    const product = await newProduct(db, { price: 250_000, inventory: 5 });
    await putInBasket(db, buyer, 1, product, 1);
    const placed = await placeOrder(
      app,
      buyer,
      orderBody(buyer, (await openSlot(buyer)).id, { payment_port: 6, use_wallet: 1 }),
    );
    expect(placed.body.data.wallet_spent).toBe(100_000);
    expect((await buyer.as('POST', `/orders/${placed.body.data.order_id}/cancel`)).status).toBe(200);
    const entries = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.customerId, buyer.customerId));
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(100_000);
  });
});

describe('notes', () => {
  it('are added while the order awaits payment, five at most, and shown as escaped text', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer, { port: 6 });
    const noted = await buyer.as('POST', `/orders/${id}/note`, {
      context: 'زنگ نزنید <b>لطفاً</b>\nپیامک بدهید',
      _method: 'PUT',
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.data.notes[0].context).toBe('زنگ نزنید &lt;b&gt;لطفاً&lt;/b&gt;<br>پیامک بدهید');
    for (let i = 0; i < 4; i++)
      expect((await buyer.as('POST', `/orders/${id}/note`, { context: `یادداشت ${i}` })).status).toBe(200);
    expectError(await buyer.as('POST', `/orders/${id}/note`, { context: 'ششم' }), 400, 'ORDER_NOTES_LIMIT');
    expect((await buyer.as('GET', '/orders')).body.data.list[0].notes_count).toBe(5);
    expectFieldError(
      await buyer.as('POST', `/orders/${id}/note`, { context: '   ' }),
      'context',
      'متن یادداشت را بنویسید.',
    );
  });

  it('begin with the one typed at checkout: in the detail, the list’s count and the invoice', async () => {
    const buyer = await newBuyer(app);
    const product = await newProduct(db, { price: 250_000, inventory: 5 });
    await putInBasket(db, buyer, 1, product, 1);
    const placed = await placeOrder(
      app,
      buyer,
      orderBody(buyer, (await openSlot(buyer)).id, {
        payment_port: 6,
        note_context: '  زنگ واحد ۳ خراب است <i>\nبا موبایل تماس بگیرید  ',
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.data.order_id as number;
    const detail = await detailOf(buyer, id);
    expect(detail.notes).toEqual([
      {
        context: 'زنگ واحد ۳ خراب است &lt;i&gt;<br>با موبایل تماس بگیرید',
        created_at: detail.receipted_at,
        at_checkout: true,
      },
    ]);
    expect((await buyer.as('GET', '/orders')).body.data.list[0].notes_count).toBe(1);
    expect((await buyer.as('GET', `/invoices/${id}`)).body.data.order.notes).toEqual(detail.notes);
    // It is not one of the five the customer may add afterwards, which follow it.
    for (let i = 0; i < 5; i++)
      expect((await buyer.as('POST', `/orders/${id}/note`, { context: `یادداشت ${i}` })).status).toBe(200);
    const noted = await detailOf(buyer, id);
    expect(noted.notes.map((n: { at_checkout: boolean }) => n.at_checkout)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect((await buyer.as('GET', '/orders')).body.data.list[0].notes_count).toBe(6);
  });

  it('are refused once the order is no longer awaiting payment', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer);
    expectError(
      await buyer.as('POST', `/orders/${id}/note`, { context: 'سلام' }),
      400,
      'ORDER_NOTE_NOT_ALLOWED',
    );
  });
});

describe('rating', () => {
  it('is for a delivered order, once, then changed with _method PUT', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer);
    expectError(await buyer.as('POST', `/orders/${id}/rate`, { rates: 5 }), 400, 'ORDER_RATE_NOT_ALLOWED');
    await moveOrder(ctx, id, 50, { type: 'system' });
    await moveOrder(ctx, id, 60, { type: 'system' });
    expect((await detailOf(buyer, id)).actions.rate).toBe(true);
    const rated = await buyer.as('POST', `/orders/${id}/rate`, { rates: 4, note_context: 'خوب بود' });
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    expect(rated.body.data).toEqual({ rates: 4, note: 'خوب بود' });
    expectError(await buyer.as('POST', `/orders/${id}/rate`, { rates: 1 }), 409, 'ORDER_ALREADY_RATED');
    // A change without a note keeps the note given (decision 086)…
    const changed = await buyer.as('POST', `/orders/${id}/rate`, { rates: 5, _method: 'PUT' });
    expect(changed.body.data).toEqual({ rates: 5, note: 'خوب بود' });
    expect((await detailOf(buyer, id)).rates).toEqual({ rates: 5, note: 'خوب بود' });
    // …a new one replaces it, and one sent empty clears it.
    const renoted = await buyer.as('POST', `/orders/${id}/rate`, {
      rates: 3,
      note_context: 'دیر رسید',
      _method: 'PUT',
    });
    expect(renoted.body.data).toEqual({ rates: 3, note: 'دیر رسید' });
    const cleared = await buyer.as('POST', `/orders/${id}/rate`, {
      rates: 5,
      note_context: '',
      _method: 'PUT',
    });
    expect(cleared.body.data).toEqual({ rates: 5, note: null });
    const detail = await detailOf(buyer, id);
    expect(detail.rates).toEqual({ rates: 5, note: null });
    expect(detail.actions.rate).toBe(false);
    expect(shown(detail.status_navbar)).toEqual([
      'ثبت سفارش ✓',
      'در حال پردازش ✓',
      'ارسال شده ✓',
      'تحویل شده ✓',
    ]);
    expect((await buyer.as('GET', '/orders')).body.data.successful).toBe(1);
    expectFieldError(await buyer.as('POST', `/orders/${id}/rate`, { rates: 6, _method: 'PUT' }), 'rates');
  });
});

describe('an order’s payments', () => {
  it('are listed for its owner, oldest first, with each attempt’s state and the bank’s reference', async () => {
    const buyer = await newBuyer(app);
    const { id } = await orderOf(buyer);
    expect((await buyer.as('GET', `/orders/${id}/payments`)).body.data).toEqual([]);
    const online = await orderOf(buyer, { port: 6 });
    await buyer.as('POST', `/orders/${online.id}/repay`);
    const answer = await buyer.as('GET', `/orders/${online.id}/payments`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.data[0]).toMatchObject({
      gateway: 'sandbox',
      state: 'requested',
      amount: 750_000,
      ref_id: null,
      settled_at: null,
    });
    expect(answer.body.data[0].id).toBeLessThan(answer.body.data[1].id);
  });

  it('show the paid attempt’s reference and time, as the detail does', async () => {
    const { onlineOrder, pressAtBank, callback } = paymentHelpers({ app, db });
    const order = await onlineOrder();
    await callback(new URL(await pressAtBank(order.authority, 'paid')).search.slice(1));
    const [attempt] = (await order.buyer.as('GET', `/orders/${order.order_id}/payments`)).body.data;
    const detail = await detailOf(order.buyer, order.order_id);
    expect(attempt).toMatchObject({ state: 'paid', amount: order.payable });
    expect(attempt.ref_id).toBe(detail.bank_reference);
    expect(attempt.settled_at).not.toBeNull();
  });
});

describe('the invoice', () => {
  it('names the seller and the buyer with the national code, and its rows and totals add up to the order', async () => {
    const buyer = await newBuyer(app);
    await db
      .update(customers)
      .set({ firstName: 'مریم', lastName: 'احمدی', nationalNo: '0013542419' })
      .where(eq(customers.id, buyer.customerId));
    const { id, product } = await orderOf(buyer, { count: 3 });
    const answer = await buyer.as('GET', `/invoices/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const invoice = answer.body.data;
    expect(invoice.seller.name).toBe('فروشگاه اینترنتی سبدینو');
    expect(invoice.buyer).toMatchObject({ name: 'مریم احمدی', national_no: '0013542419' });
    expect(invoice.buyer.address).toContain('تهران');
    expect(invoice.rows).toEqual([
      expect.objectContaining({ row: 1, count: 3, unit_price: 250_000, discount: 0, total: 750_000 }),
    ]);
    expect(invoice.order.products[0].id).toBe(product);
    const t = invoice.totals;
    expect(t.gross - t.lineDiscounts - t.companyDiscount - t.couponDiscount + t.delivery).toBe(t.amount);
    expect(t).toMatchObject({ gross: 750_000, delivery: 250_000, amount: 1_000_000, payable: 1_000_000 });
  });
});

describe('when an order was paid (the payment receipt’s time)', () => {
  it('is its placing when the wallet paid it all, and none while it is owed', async () => {
    const buyer = await newBuyer(app);
    await db
      .insert(walletEntries)
      .values({ customerId: buyer.customerId, amount: 5_000_000, reason: 'gift' });
    const product = await newProduct(db, { price: 250_000, inventory: 5 });
    await putInBasket(db, buyer, 1, product, 1);
    const placed = await placeOrder(
      app,
      buyer,
      orderBody(buyer, (await openSlot(buyer)).id, { payment_port: 6, use_wallet: 1 }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const paid = await detailOf(buyer, placed.body.data.order_id);
    expect(paid).toMatchObject({ payment_status: 20, payable_amount: 0, paid_at: paid.receipted_at });
    const owed = await orderOf(buyer, { port: 6 });
    expect((await detailOf(buyer, owed.id)).paid_at).toBeNull();
    expect((await buyer.as('GET', `/invoices/${owed.id}`)).body.data.order.paid_at).toBeNull();
  });
});

/** A real PNG of a few pixels: what a phone's photo of a receipt is, only smaller. */
