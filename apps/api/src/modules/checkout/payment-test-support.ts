import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../platform/tables.ts';
import { stockOf } from '../catalogue/public/stock.ts';
import { customers } from '../identity/public/tables.ts';
import { orders } from '../orders/public/tables.ts';
import { paymentAttempts } from '../payments/public/tables.ts';
import {
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
  type Buyer,
} from './test-support.ts';

/** The payment tests' steps over one shop: an online order, the bank's buttons, the callback, what they left. */
export function paymentHelpers({ app, db }: { app: FastifyInstance; db: Db }) {
  /** A buyer with one product in the basket, and the order placed on the online port. */
  async function onlineOrder(options: { price?: number; inventory?: number } = {}) {
    const buyer = await newBuyer(app);
    const product = await newProduct(db, {
      price: options.price ?? 400_000,
      inventory: options.inventory ?? 5,
    });
    await putInBasket(db, buyer, 1, product, 1);
    const slot = await openSlot(buyer);
    const placed = await placeOrder(app, buyer, orderBody(buyer, slot.id, { payment_port: 6 }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const data = placed.body.data as {
      order_id: number;
      url: string;
      payable: number;
      tracking_code: string;
    };
    return { buyer, product, slot, ...data, authority: data.url.split('/').pop()! };
  }

  /** The payer presses a button on the sandbox bank's page; answers where the bank sends the browser. */
  async function pressAtBank(authority: string, result: 'paid' | 'cancelled'): Promise<string> {
    const pressed = await app.inject({
      method: 'POST',
      url: `/sandbox-bank/${authority}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `result=${result}`,
    });
    expect(pressed.statusCode).toBe(303);
    return String(pressed.headers['location']);
  }

  /** The browser arrives at the callback; answers the result page's query. */
  async function callback(query: string): Promise<URLSearchParams> {
    const answer = await app.inject({ method: 'GET', url: `/api/v1/payments/callback?${query}` });
    expect(answer.statusCode).toBe(303);
    const location = String(answer.headers['location']);
    expect(location.startsWith('/payments?')).toBe(true);
    return new URL(location, 'http://shop.test').searchParams;
  }

  const stock = async (product: number) =>
    (await db.transaction((tx) => stockOf(tx, [product]))).get(product);
  const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const attemptsOf = (orderId: number) =>
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  const paidAudits = async (orderId: number) =>
    (
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, String(orderId)), eq(auditLog.action, 'order.paid')))
    ).length;

  async function walletOf(buyer: Buyer): Promise<number> {
    const [row] = await db
      .select({ value: customers.walletValue })
      .from(customers)
      .where(eq(customers.id, buyer.customerId));
    return row!.value;
  }

  return { onlineOrder, pressAtBank, callback, stock, orderOf, attemptsOf, paidAudits, walletOf };
}
