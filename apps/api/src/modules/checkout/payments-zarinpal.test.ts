import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { startFakeZarinpal } from '../../adapters/payments/fake-zarinpal.ts';
import { createZarinpalGateway } from '../../adapters/payments/zarinpal.ts';
import { buildApp } from '../../app.ts';
import { getTestApp } from '../../test/app.ts';
import { testNow } from '../../test/fixture.ts';
import { expectError } from '../identity/test-support.ts';
import { orders } from '../orders/public/tables.ts';
import { newBuyer, newProduct, openSlot, orderBody, placeOrder, putInBasket } from './test-support.ts';

// The same payment journey through Zarinpal's real HTTP API, spoken to a local fake of it (issue 19).

const merchantId = '9f1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const zarinpal = await startFakeZarinpal(merchantId);
const { database } = await getTestApp();
const { db } = database;
const app = await buildApp({
  database,
  cache: createMemoryCache(),
  publicUrl: 'http://shop.test',
  now: () => testNow,
  paymentGateway: createZarinpalGateway({ merchantId, baseUrl: zarinpal.baseUrl, timeoutMs: 400 }),
});
await app.ready();
afterAll(async () => {
  await app.close();
  await zarinpal.close();
});

async function buyerWithBasket() {
  const buyer = await newBuyer(app);
  await putInBasket(db, buyer, 1, await newProduct(db, { price: 500_000, inventory: 5 }), 1);
  return { buyer, slot: await openSlot(buyer) };
}

async function callback(query: string): Promise<URLSearchParams> {
  const answer = await app.inject({ method: 'GET', url: `/api/v1/payments/callback?${query}` });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers['location']), 'http://shop.test').searchParams;
}

const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const lastRequest = (path: string) =>
  zarinpal.requests.filter((request) => request.path.endsWith(path)).at(-1);

describe('paying through Zarinpal', () => {
  it('asks for the order’s payable, sends the payer to StartPay and verifies the amount it recorded', async () => {
    const { buyer, slot } = await buyerWithBasket();
    const placed = await placeOrder(app, buyer, orderBody(buyer, slot.id, { payment_port: 6 }));
    const { url, payable, order_id: orderId } = placed.body.data;
    const authority = String(url).split('/').pop()!;
    expect(url).toBe(`${zarinpal.baseUrl}/pg/StartPay/${authority}`);
    expect(lastRequest('request.json')?.body).toMatchObject({
      merchant_id: merchantId,
      amount: payable,
      currency: 'IRR',
      callback_url: 'http://shop.test/api/v1/payments/callback',
      metadata: { order_id: String(orderId) },
    });

    // A forged OK before the payer paid is not believed.
    expect((await callback(`Authority=${authority}&Status=OK`)).get('status')).toBe('failed');
    zarinpal.pay(authority);
    const result = await callback(`Authority=${authority}&Status=OK`);
    expect(result.get('status')).toBe('paid');
    expect(lastRequest('verify.json')?.body).toEqual({ merchant_id: merchantId, amount: payable, authority });
    expect(await orderOf(orderId)).toMatchObject({ status: 40, paymentStatus: 20 });
    // Replayed: answered from the attempt; Zarinpal is not asked again.
    const verifies = zarinpal.requests.filter((request) => request.path.endsWith('verify.json')).length;
    expect((await callback(`Authority=${authority}&Status=OK`)).get('status')).toBe('paid');
    expect(zarinpal.requests.filter((request) => request.path.endsWith('verify.json')).length).toBe(verifies);
  });

  it('keeps the order when Zarinpal is down, lets the customer pay later, and waits for a verification it could not get', async () => {
    const { buyer, slot } = await buyerWithBasket();
    zarinpal.setMode('server-error');
    const placed = await placeOrder(app, buyer, orderBody(buyer, slot.id, { payment_port: 6 }));
    expect(placed.status).toBe(200);
    expect(placed.body.data.url).toBeNull();
    const orderId = placed.body.data.order_id as number;
    expect(await orderOf(orderId)).toMatchObject({ status: 10, paymentStatus: 10 });
    expectError(await buyer.as('POST', `/orders/${orderId}/repay`), 400, 'PAYMENT_GATEWAY_UNAVAILABLE');

    zarinpal.setMode('ok');
    const repay = await buyer.as('POST', `/orders/${orderId}/repay`);
    const authority = String(repay.body.data.url).split('/').pop()!;
    zarinpal.pay(authority);
    zarinpal.setMode('hang');
    expect((await callback(`Authority=${authority}&Status=OK`)).get('status')).toBe('checking');
    expect(await orderOf(orderId)).toMatchObject({ status: 10, paymentStatus: 10 });
    zarinpal.setMode('ok');
    expect((await callback(`Authority=${authority}&Status=OK`)).get('status')).toBe('paid');
    expect(await orderOf(orderId)).toMatchObject({ status: 40, paymentStatus: 20 });
  });
});
