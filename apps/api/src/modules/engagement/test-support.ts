import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { createOutboxSender } from '../../adapters/sms/outbox.ts';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { testNow } from '../../test/fixture.ts';
import { getTestApp } from '../../test/app.ts';
import { send } from '../identity/test-support.ts';
import { bundleItems, bundles, products } from '../catalogue/public/tables.ts';
import { customers } from '../identity/public/tables.ts';
import type { EngagementContext } from './service/context.ts';
import { observes, waitlistNotices } from './tables.ts';

// Helpers for the engagement module's tests (the api-orders project: they make products and change
// their stock, which no test reading the shared catalogue may see).

/** A product of the test's own: `inventory` in stock, wholesale or not. */
export async function newProduct(
  db: Db,
  options: { inventory: number; wholesale?: boolean; active?: boolean },
) {
  const [template] = await db
    .select({ brandId: products.brandId, categoryId: products.categoryId })
    .from(products)
    .limit(1);
  const [row] = await db
    .insert(products)
    .values({
      name: `کالای انتظار ${randomUUID().slice(0, 8)}`,
      slug: 'waited-product',
      brandId: template!.brandId,
      categoryId: template!.categoryId,
      image: '/files/test.webp',
      price: 100_000,
      inventory: options.inventory,
      maxCount: 50,
      wholesale: options.wholesale ?? false,
      isActive: options.active ?? true,
    })
    .returning({ id: products.id });
  return row!.id;
}

/** A running bundle of one product (`count` per bundle) with its own `inventory`. */
export async function newBundle(db: Db, productId: number, inventory: number, count = 1) {
  const [row] = await db
    .insert(bundles)
    .values({
      name: `سبد انتظار ${randomUUID().slice(0, 8)}`,
      slug: 'waited-bundle',
      image: '/files/test.webp',
      inventory,
      maxCount: 5,
      startedAt: new Date('2020-01-01T00:00:00Z'),
    })
    .returning({ id: bundles.id });
  await db.insert(bundleItems).values({ bundleId: row!.id, productId, count, position: 0 });
  return row!.id;
}

/**
 * Makes a customer one of standing (decision 082: only they are given held units): registered long
 * before the test's clock.
 */
export async function ofStanding<T extends { customerId: number }>(db: Db, customer: T): Promise<T> {
  await db
    .update(customers)
    .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
    .where(eq(customers.id, customer.customerId));
  return customer;
}

export async function setStock(db: Db, productId: number, inventory: number) {
  await db.update(products).set({ inventory }).where(eq(products.id, productId));
}

/** An app over the project's database on a clock the test moves, and the module's context on it. */
export async function clockedShop() {
  const { database } = await getTestApp();
  const { db } = database;
  const clock = { now: new Date(testNow) };
  const now = () => clock.now;
  const cache = createMemoryCache();
  const app = await buildApp({ database, cache, publicUrl: 'http://shop.test', now });
  await app.ready();
  const ctx: Pick<EngagementContext, 'db' | 'now' | 'sms' | 'log'> = {
    db,
    now,
    sms: createOutboxSender(db, now),
    log: { info: () => {}, warn: () => {} },
  };
  return { app, db, clock, now, ctx, cache };
}

/** The places in line for an item, in the order of joining. */
export function lineOf(db: Db, type: 'product' | 'bundle', id: number) {
  return db
    .select({
      customerId: observes.customerId,
      state: observes.state,
      heldUntil: observes.heldUntil,
      id: observes.id,
    })
    .from(observes)
    .where(and(eq(observes.itemType, type), eq(observes.itemId, id)))
    .orderBy(asc(observes.id));
}

/** The texts queued for an item's line, oldest first. */
export function textsOf(db: Db, observeIds: readonly number[]) {
  return db
    .select()
    .from(waitlistNotices)
    .orderBy(asc(waitlistNotices.id))
    .then((rows) => rows.filter((row) => observeIds.includes(row.observeId)));
}

/**
 * `count` new customers (made by `make`) join the item's line in turn, each answered 200; in the
 * order they joined.
 */
export async function joinLine<T extends { token: string }>(
  app: FastifyInstance,
  item: { type: 'product' | 'bundle'; id: number; count: number },
  make: (app: FastifyInstance) => Promise<T>,
): Promise<T[]> {
  const joined: T[] = [];
  for (let i = 0; i < item.count; i += 1) {
    const customer = await make(app);
    const answer = await send(app, 'POST', '/observes', {
      token: customer.token,
      body: { id: item.id, type: item.type },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    joined.push(customer);
  }
  return joined;
}
