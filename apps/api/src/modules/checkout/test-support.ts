import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { createSandboxGateway } from '../../adapters/payments/sandbox.ts';
import { createOutboxSender } from '../../adapters/sms/outbox.ts';
import type { SmsSender } from '../../adapters/sms/port.ts';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createStepRunner } from '../../platform/step-runner.ts';
import { testNow } from '../../test/fixture.ts';
import { getTestApp } from '../../test/app.ts';
import { addAddress, asShopper, newCustomer, type Shopper } from '../account/test-support.ts';
import { putLine } from '../basket/test-support.ts';
import { bundleItems, bundles, products } from '../catalogue/public/tables.ts';
import { send, type Answer } from '../identity/test-support.ts';
import type { CheckoutContext } from './service/context.ts';
import { defaultOrderLimits } from './service/order-limits.ts';
import { deliverySlots } from './tables.ts';

// Helpers for the checkout's API tests. Products and bundles a test buys are made by the test, so
// stock races never touch the catalogue other test files read; everything else is the demo seed.

/** A product of its own for one test: `price` rials, `inventory` in stock, no discount. */
export async function newProduct(db: Db, options: { price: number; inventory: number; maxCount?: number }) {
  const [template] = await db
    .select({ brandId: products.brandId, categoryId: products.categoryId })
    .from(products)
    .limit(1);
  const [row] = await db
    .insert(products)
    .values({
      name: `کالای آزمون ${randomUUID().slice(0, 8)}`,
      slug: 'test-product',
      brandId: template!.brandId,
      categoryId: template!.categoryId,
      image: '/files/test.webp',
      price: options.price,
      inventory: options.inventory,
      maxCount: options.maxCount ?? 50,
    })
    .returning({ id: products.id });
  return row!.id;
}

/** A running bundle of `parts` (product id and count per bundle) with its own `inventory`, at no discount unless told. */
export async function newBundle(
  db: Db,
  parts: { productId: number; count: number }[],
  inventory: number,
  discountPercent = 0,
) {
  const [row] = await db
    .insert(bundles)
    .values({
      name: `سبد آزمون ${randomUUID().slice(0, 8)}`,
      slug: 'test-bundle',
      image: '/files/test.webp',
      inventory,
      discountPercent,
      maxCount: 50,
      startedAt: new Date('2020-01-01T00:00:00Z'),
    })
    .returning({ id: bundles.id });
  await db
    .insert(bundleItems)
    .values(parts.map((part, position) => ({ bundleId: row!.id, ...part, position })));
  return row!.id;
}

/** Puts a line in the customer's basket directly (the basket's own rules are its tests'). */
export async function putInBasket(db: Db, shopper: Buyer, type: 1 | 2, itemId: number, count: number) {
  const [item] =
    type === 1
      ? await db.select({ price: products.price }).from(products).where(eq(products.id, itemId))
      : [{ price: 0 }];
  await putLine(db, shopper, { type, itemId, count, priceAtAdd: item!.price });
  // A bundle's price is its components' less its discount: the basket page records it as seen.
  if (type === 2) await shopper.as('GET', '/cart/list');
}

export type Buyer = Shopper & { addressId: number; as: ReturnType<typeof asShopper> };

/** A customer with an address in Tehran (main), ready to check out. */
export async function newBuyer(app: FastifyInstance): Promise<Buyer> {
  const shopper = await newCustomer(app);
  const addressId = await addAddress(app, shopper);
  return { ...shopper, addressId, as: asShopper(app, shopper) };
}

/** The checkout page's data for the buyer, expecting 200. */
export async function checkoutOf(buyer: Buyer) {
  const answer = await buyer.as('GET', '/checkout');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { data: any; extra_data: { cart: string[] } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The first slot open for home delivery, from the checkout's own answer. */
export async function openSlot(buyer: Buyer): Promise<{ id: number; price: number }> {
  const { data } = await checkoutOf(buyer);
  for (const day of data.time_windows) {
    const time = day.times.find((t: { active: boolean }) => t.active);
    if (time) return time;
  }
  throw new Error('no open slot');
}

/** A personal order's body: the buyer's address, a slot, the first method and the invoice-later port. */
export function orderBody(buyer: Buyer, slotId: number, overrides: Record<string, unknown> = {}) {
  return {
    info_id: buyer.addressId,
    time_id: slotId,
    posting_method: 1,
    payment_port: 5,
    periodic_type: 1,
    use_wallet: 0,
    note_context: '',
    ...overrides,
  };
}

/** POST checkout as the buyer, with an Idempotency-Key unless `key` is null. */
export function placeOrder(
  app: FastifyInstance,
  buyer: Buyer,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<Answer> {
  return send(app, 'POST', '/checkout', {
    token: buyer.token,
    body,
    ...(key === null ? {} : { headers: { 'idempotency-key': key } }),
  });
}

/** A slot's capacity set for a race (the test owns its slot: none other is that full). */
export async function setSlotCapacity(slotId: number, capacity: number, taken = 0) {
  const { database } = await getTestApp();
  await database.db
    .update(deliverySlots)
    .set({ capacity, taken })
    .where(and(eq(deliverySlots.id, slotId)));
}

/**
 * A test's own app over the project's database on a clock the test moves (`clock.now`), and the
 * checkout's context on the same clock, for running sweeps and jobs by hand. `sms` defaults to the
 * outbox; the gateway is the sandbox bank.
 */
export async function clockedShop(options: { sms?: (db: Db) => SmsSender } = {}) {
  const { database } = await getTestApp();
  const { db } = database;
  const clock = { now: new Date(testNow) };
  const now = () => clock.now;
  const app = await buildApp({ database, cache: createMemoryCache(), publicUrl: 'http://shop.test', now });
  await app.ready();
  const ctx: CheckoutContext = {
    db,
    now,
    gateway: createSandboxGateway({ db, publicUrl: 'http://shop.test' }),
    publicUrl: 'http://shop.test',
    logError: () => {},
    runSteps: createStepRunner({ db, now, log: () => {} }),
    freeShippingThreshold: 0,
    sms: options.sms?.(db) ?? createOutboxSender(db, now),
    log: { info: () => {}, warn: () => {} },
    orderLimits: defaultOrderLimits,
    counters: createMemoryCache(),
  };
  return { app, db, clock, ctx };
}

export type OrderOfOptions = { port?: number; count?: number; inventory?: number };

/** A buyer's order of `count` units of a new product, on `port` (5, invoice later, unless given). */
export async function orderOfNewProduct(
  shop: { app: FastifyInstance; db: Db },
  buyer: Buyer,
  options: OrderOfOptions = {},
) {
  const product = await newProduct(shop.db, { price: 250_000, inventory: options.inventory ?? 10 });
  await putInBasket(shop.db, buyer, 1, product, options.count ?? 2);
  const placed = await placeOrder(
    shop.app,
    buyer,
    orderBody(buyer, (await openSlot(buyer)).id, { payment_port: options.port ?? 5 }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return {
    product,
    id: placed.body.data.order_id as number,
    trackingCode: placed.body.data.tracking_code as string,
  };
}

/** An order's detail as its owner reads it, expecting 200. */
export async function orderDetail(buyer: Buyer, id: number) {
  const answer = await buyer.as('GET', `/orders/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** A tiny real PNG, as a phone's camera would send (bytes, not a name, are what is judged). */
export const pngBytes = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** POSTs a receipt as a browser's form does: multipart, the file in `check`, `_method=PUT` to replace. */
export async function uploadReceipt(
  app: FastifyInstance,
  buyer: Buyer,
  orderId: number,
  bytes: Uint8Array,
  options: { field?: string; replace?: boolean; name?: string; type?: string } = {},
): Promise<Answer> {
  const form = new FormData();
  if (options.replace) form.append('_method', 'PUT');
  form.append(
    options.field ?? 'check',
    new Blob([bytes], { type: options.type ?? 'image/png' }),
    options.name ?? 'receipt.png',
  );
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/receipt`,
    headers: { authorization: `Bearer ${buyer.token}`, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers } as Answer;
}
