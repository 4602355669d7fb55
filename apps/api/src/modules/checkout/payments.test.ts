import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { formatToman } from '@shop/domain/money';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { sandboxPayments } from '../../adapters/payments/sandbox-tables.ts';
import { buildApp } from '../../app.ts';
import { auditLog } from '../../platform/tables.ts';
import { getTestApp } from '../../test/app.ts';
import { testNow } from '../../test/fixture.ts';
import { walletEntries } from '../account/public/tables.ts';
import { expectError, send } from '../identity/test-support.ts';
import { reconcilePayments } from './service/reconcile-payments.ts';
import {
  clockedShop,
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
} from './test-support.ts';
import { paymentHelpers } from './payment-test-support.ts';

// Online payments through the sandbox bank (issue 19): the shop believes only its own verification.

const { app, db, clock, ctx } = await clockedShop();

afterAll(() => app.close());

const { onlineOrder, pressAtBank, callback, orderOf, attemptsOf, paidAudits, walletOf } = paymentHelpers({
  app,
  db,
});

describe('paying online at the sandbox bank', () => {
  it('sends the payer to the bank, verifies the payment itself and marks the order paid', async () => {
    const order = await onlineOrder();
    expect(order.url).toBe(`http://shop.test/sandbox-bank/${order.authority}`);
    expect(await orderOf(order.order_id)).toMatchObject({ status: 10, paymentStatus: 10 });

    const page = await app.inject({ method: 'GET', url: `/sandbox-bank/${order.authority}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(formatToman(order.payable));
    expect(page.body).toMatch(/dir="rtl"/);
    expect(String(page.headers['content-security-policy'])).toContain("default-src 'none'");

    const back = new URL(await pressAtBank(order.authority, 'paid'));
    expect(back.pathname).toBe('/api/v1/payments/callback');
    expect(back.searchParams.get('Status')).toBe('OK');
    const result = await callback(back.search.slice(1));
    expect(result.get('status')).toBe('paid');
    expect(result.get('tracking_code')).toBe(order.tracking_code);
    expect(result.get('ref_id')).toMatch(/^\d+$/);
    expect(await orderOf(order.order_id)).toMatchObject({ status: 40, paymentStatus: 20, expiresAt: null });
    const [attempt] = await attemptsOf(order.order_id);
    expect(attempt).toMatchObject({ state: 'paid', code: 100, amount: order.payable });
    // The payment receipt's time is the shop's verification, as audited.
    const [paidEntry] = await db
      .select({ at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(order.order_id)), eq(auditLog.action, 'order.paid')));
    const detail = await order.buyer.as('GET', `/orders/${order.order_id}`);
    expect(detail.body.data.paid_at).toBe(paidEntry!.at.toISOString());
    // …and it carries the bank's reference the payer was shown (the bank's, never the browser's).
    expect(detail.body.data.bank_reference).toBe(attempt!.refId);
    expect(detail.body.data.bank_reference).toBe(result.get('ref_id'));

    // A replayed callback changes nothing and answers the same, without asking the bank again.
    const again = await callback(back.search.slice(1));
    expect(Object.fromEntries(again)).toEqual(Object.fromEntries(result));
    expect(await paidAudits(order.order_id)).toBe(1);
  });

  it('believes no browser: Status=OK for a payment never made leaves the order unpaid', async () => {
    const order = await onlineOrder();
    const forged = await callback(`Authority=${order.authority}&Status=OK`);
    expect(forged.get('status')).toBe('failed');
    expect(await orderOf(order.order_id)).toMatchObject({ status: 10, paymentStatus: 10 });
    // An authority nobody issued, or none at all.
    expect((await callback(`Authority=S${'1'.repeat(35)}&Status=OK`)).get('status')).toBe('unknown');
    expect((await callback('Status=OK')).get('status')).toBe('unknown');
    // The real payer then pays: the next callback verifies again and the order is paid.
    const back = new URL(await pressAtBank(order.authority, 'paid'));
    expect((await callback(back.search.slice(1))).get('status')).toBe('paid');
    expect(await orderOf(order.order_id)).toMatchObject({ status: 40, paymentStatus: 20 });
  });

  it('settles only the order of the authority, whatever else the query names', async () => {
    const mine = await onlineOrder();
    const other = await onlineOrder();
    await pressAtBank(mine.authority, 'paid');
    const result = await callback(`Authority=${mine.authority}&Status=OK&order=${other.order_id}`);
    expect(result.get('order')).toBe(String(mine.order_id));
    expect(await orderOf(other.order_id)).toMatchObject({ status: 10, paymentStatus: 10 });
    expect(await orderOf(mine.order_id)).toMatchObject({ status: 40, paymentStatus: 20 });
  });

  it('refuses a payment of another amount than the order’s', async () => {
    const order = await onlineOrder();
    await pressAtBank(order.authority, 'paid');
    // The bank's book says another sum was paid: verify is told the order's amount and says -50.
    await db
      .update(sandboxPayments)
      .set({ amount: order.payable - 10_000 })
      .where(eq(sandboxPayments.authority, order.authority));
    expect((await callback(`Authority=${order.authority}&Status=OK`)).get('status')).toBe('failed');
    expect(await orderOf(order.order_id)).toMatchObject({ status: 10, paymentStatus: 10 });
    expect((await attemptsOf(order.order_id))[0]).toMatchObject({ state: 'failed', code: -50 });
  });

  it('pays once when callbacks arrive together', async () => {
    const order = await onlineOrder();
    const back = new URL(await pressAtBank(order.authority, 'paid'));
    const results = await Promise.all(Array.from({ length: 8 }, () => callback(back.search.slice(1))));
    expect(new Set(results.map((result) => result.get('status')))).toEqual(new Set(['paid']));
    expect(await paidAudits(order.order_id)).toBe(1);
    expect(await orderOf(order.order_id)).toMatchObject({ status: 40, paymentStatus: 20 });
    const wallet = await db.select().from(walletEntries).where(eq(walletEntries.orderId, order.order_id));
    expect(wallet).toEqual([]);
  });

  it('lets a customer who cancelled at the bank pay again, once', async () => {
    const order = await onlineOrder();
    const cancelled = new URL(await pressAtBank(order.authority, 'cancelled'));
    expect(cancelled.searchParams.get('Status')).toBe('NOK');
    expect((await callback(cancelled.search.slice(1))).get('status')).toBe('failed');

    const repay = await order.buyer.as('POST', `/orders/${order.order_id}/repay`);
    expect(repay.status, JSON.stringify(repay.body)).toBe(200);
    const second = String(repay.body.data.url).split('/').pop()!;
    expect(second).not.toBe(order.authority);
    const back = new URL(await pressAtBank(second, 'paid'));
    expect((await callback(back.search.slice(1))).get('status')).toBe('paid');
    expect(await attemptsOf(order.order_id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ authority: order.authority, state: 'failed' }),
        expect.objectContaining({ authority: second, state: 'paid' }),
      ]),
    );
    // Paid: no more repaying; another customer's order is not found.
    expectError(await order.buyer.as('POST', `/orders/${order.order_id}/repay`), 400, 'REPAY_NOT_ALLOWED');
    const stranger = await newBuyer(app);
    expectError(await stranger.as('POST', `/orders/${order.order_id}/repay`), 404, 'ORDER_NOT_FOUND');
  });

  it('settles a wallet’s debt paid with the order once the bank confirms it', async () => {
    const buyer = await newBuyer(app);
    await db.insert(walletEntries).values({ customerId: buyer.customerId, amount: -70_000, reason: 'shop' });
    await putInBasket(db, buyer, 1, await newProduct(db, { price: 400_000, inventory: 5 }), 1);
    const slot = await openSlot(buyer);
    const placed = await placeOrder(app, buyer, orderBody(buyer, slot.id, { payment_port: 6, pay_debt: 1 }));
    const { url, payable } = placed.body.data;
    const authority = String(url).split('/').pop()!;
    expect(await walletOf(buyer)).toBe(-70_000);
    await pressAtBank(authority, 'paid');
    expect((await callback(`Authority=${authority}&Status=OK`)).get('status')).toBe('paid');
    expect((await attemptsOf(placed.body.data.order_id))[0]!.amount).toBe(payable);
    expect(await walletOf(buyer)).toBe(0);
  });

  it('gives a payment made after its order stopped waiting back to the wallet', async () => {
    // Two attempts for one order: the first pays it; the second, paid too, goes to the wallet.
    const order = await onlineOrder();
    const repay = await order.buyer.as('POST', `/orders/${order.order_id}/repay`);
    const second = String(repay.body.data.url).split('/').pop()!;
    await pressAtBank(order.authority, 'paid');
    await pressAtBank(second, 'paid');
    expect((await callback(`Authority=${order.authority}&Status=OK`)).get('status')).toBe('paid');
    expect((await callback(`Authority=${second}&Status=OK`)).get('status')).toBe('refunded');
    const wallet = await walletOf(order.buyer);
    expect(wallet).toBe(order.payable);
    expect(await paidAudits(order.order_id)).toBe(1);
  });
});

describe('payments nobody came back from', () => {
  it('are verified with the bank after ten minutes and settled as the callback would', async () => {
    const paidOnly = await onlineOrder();
    const abandoned = await onlineOrder();
    await pressAtBank(paidOnly.authority, 'paid'); // the tab was closed before the callback
    // The bank lists a paid, unverified payment at once; one not paid is left to its payer for ten minutes.
    clock.now = new Date(testNow.getTime() + 9 * 60_000);
    await reconcilePayments(ctx);
    expect(await orderOf(paidOnly.order_id)).toMatchObject({ status: 40, paymentStatus: 20 });
    expect((await attemptsOf(abandoned.order_id))[0]).toMatchObject({ state: 'requested' });

    clock.now = new Date(testNow.getTime() + 11 * 60_000);
    await reconcilePayments(ctx);
    expect((await attemptsOf(abandoned.order_id))[0]).toMatchObject({ state: 'failed', code: -51 });
    expect(await orderOf(abandoned.order_id)).toMatchObject({ status: 10, paymentStatus: 10 });

    // Paid at last at the bank, with no callback: the bank lists it unverified and the order is paid.
    await pressAtBank(abandoned.authority, 'paid');
    await reconcilePayments(ctx);
    expect(await orderOf(abandoned.order_id)).toMatchObject({ status: 40, paymentStatus: 20 });
    expect(await paidAudits(paidOnly.order_id)).toBe(1);
    clock.now = new Date(testNow);
  });
});

describe('bad input to the payment routes', () => {
  it('answers in Persian and never with a 5xx', async () => {
    const buyer = await newBuyer(app);
    for (const id of ['abc', '0', '-5', '99999999999999999999', '1.5']) {
      const answer = await buyer.as('POST', `/orders/${id}/repay`);
      expect(answer.status, id).toBeGreaterThanOrEqual(400);
      expect(answer.status, id).toBeLessThan(500);
      expect(typeof answer.body.message === 'string' || typeof answer.body.message === 'object').toBe(true);
    }
    expectError(await buyer.as('POST', '/orders/2147483000/repay'), 404, 'ORDER_NOT_FOUND');
    expect((await send(app, 'POST', '/orders/1/repay', {})).status).toBe(401);
    for (const query of [
      'Authority=%00&Status=OK',
      `Authority=${'x'.repeat(101)}`,
      'Authority=S1&Authority=S2',
      'Status=' + 'O'.repeat(50),
      "Authority=' or 1=1 --",
    ]) {
      const answer = await app.inject({ method: 'GET', url: `/api/v1/payments/callback?${query}` });
      expect(answer.statusCode, query).toBeLessThan(500);
    }
  });
});

describe('without a gateway', () => {
  it('never offers the online port, and refuses it with 402', async () => {
    const shop: FastifyInstance = await buildApp({
      database: (await getTestApp()).database,
      cache: createMemoryCache(),
      publicUrl: 'https://shop.example',
      now: () => testNow,
    });
    await shop.ready();
    try {
      const buyer = await newBuyer(shop);
      await putInBasket(db, buyer, 1, await newProduct(db, { price: 300_000, inventory: 5 }), 1);
      const { body } = await send(shop, 'GET', '/checkout', { token: buyer.token });
      expect(body.data.payment_ports.map((port: { id: number }) => port.id)).toEqual([5, 3]);
      const slot = body.data.time_windows
        .flatMap((day: { times: { id: number; active: boolean }[] }) => day.times)
        .find((t: { active: boolean }) => t.active);
      expectError(
        await placeOrder(shop, buyer, orderBody(buyer, slot.id, { payment_port: 6 })),
        402,
        'PAYMENT_PORT_UNAVAILABLE',
      );
      // And no sandbox bank is served over https.
      expect(
        (await shop.inject({ method: 'GET', url: `/sandbox-bank/S${'1'.repeat(35)}` })).statusCode,
      ).not.toBe(200);
    } finally {
      await shop.close();
    }
  });
});
