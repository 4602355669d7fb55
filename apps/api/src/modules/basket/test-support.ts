import { and, asc, eq, gt, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { getTestApp } from '../../test/app.ts';
import { bundleItems, products } from '../catalogue/public/tables.ts';
import { registerStatus } from '@shop/domain/identity/constants';
import { customers } from '../identity/public/tables.ts';
import { customerIdOf, send, signUpByCode, type Answer } from '../identity/test-support.ts';
import { cartItems } from './tables.ts';

// Helpers for the basket's API tests. Every test signs up customers of its own, so baskets never meet.
// The shared catalogue is only read: a state a test needs (a repriced, withdrawn or deleted item, a line
// above the stock) is made by writing that customer's cart_items row directly, or by asking an app
// whose clock has moved, never by changing products that other test files read at the same time.

export type Shopper = { token: string; customerId: number };

/**
 * A customer signed in by code and marked as having completed signup (register_status 4), so may write
 * to the server basket. Set directly: the signup call's password hashing would slow every test.
 */
export async function newShopper(app: FastifyInstance): Promise<Shopper> {
  const { token } = await signUpByCode(app);
  const customerId = await customerIdOf(token);
  const { database } = await getTestApp();
  await database.db
    .update(customers)
    .set({ registerStatus: registerStatus.complete })
    .where(eq(customers.id, customerId));
  return { token, customerId };
}

/** A customer signed in by code who has not completed registration (register_status 3). */
export async function newIncompleteShopper(app: FastifyInstance): Promise<Shopper> {
  const { token } = await signUpByCode(app);
  return { token, customerId: await customerIdOf(token) };
}

/** One basket call as the customer (bearer token). */
export function cart(
  app: FastifyInstance,
  shopper: Shopper,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  return send(app, method, path, { token: shopper.token, ...(body === undefined ? {} : { body }) });
}

/** POST cart/{id}, expecting 200: the line (or null) and the totals. */
export async function write(app: FastifyInstance, shopper: Shopper, id: number | string, body: unknown) {
  const answer = await cart(app, shopper, 'POST', `/cart/${id}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { data: any; extra_data: { cart_info: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export type PickedProduct = { id: number; maxCount: number; inventory: number };

/**
 * An active product that is in no bundle (bundle tests read their components' stock), chosen by
 * `where`; the `skip`-th one, so tests wanting two different products can ask twice.
 */
export async function pickProduct(db: Db, where: SQL, skip = 0): Promise<PickedProduct> {
  const [row] = await db
    .select({ id: products.id, maxCount: products.maxCount, inventory: products.inventory })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        notInArray(products.id, db.select({ id: bundleItems.productId }).from(bundleItems)),
        where,
      ),
    )
    .orderBy(asc(products.id))
    .offset(skip)
    .limit(1);
  if (!row) throw new Error(`no seeded product where ${JSON.stringify(where)}`);
  return row;
}

/** Stock well above the purchase limit: the limit (max_count ≥ 3) binds. */
export const limitBound = sql`${products.maxCount} >= 3 and ${products.inventory} >= ${products.maxCount} + 5`;
/** Stock below the purchase limit: the stock (≥ 2) binds. */
export const stockBound = and(
  gt(products.inventory, 1),
  lt(sql`${products.inventory} + 1`, products.maxCount),
) as SQL;
export const outOfStock = eq(products.inventory, 0);

/** Writes a line straight into the customer's basket: a state the API would not create by itself. */
export async function putLine(
  db: Db,
  shopper: Shopper,
  line: { type: 1 | 2; itemId: number; count: number; priceAtAdd: number },
): Promise<void> {
  await db.insert(cartItems).values({ customerId: shopper.customerId, itemType: line.type, ...line });
}
