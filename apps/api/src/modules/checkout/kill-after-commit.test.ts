import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { buildApp } from '../../app.ts';
import { idempotencyKeys } from '../../platform/tables.ts';
import { getTestApp } from '../../test/app.ts';
import { testDatabaseUrl } from '../../test/database-url.ts';
import { testNow } from '../../test/fixture.ts';
import { stockOf } from '../catalogue/public/stock.ts';
import { expectError } from '../identity/test-support.ts';
import { orders } from '../orders/public/tables.ts';
import { paymentAttempts } from '../payments/public/tables.ts';
import { newBuyer, newProduct, openSlot, orderBody, placeOrder, putInBasket } from './test-support.ts';

// Issue 46, item 22: a process killed (SIGKILL) after an order's transaction committed and before the
// bank was asked left the Idempotency-Key "running" for good: every retry got 409 and the online order
// never had a payment. Now the key is leased (decision 083): once the lease lapses, the retry finishes
// the request. Proven with a real second process on the same PostgreSQL database; PGlite lives inside
// one process (its test database in memory), so there the test is skipped.

const databaseUrl = testDatabaseUrl();
const { app, database } = await getTestApp();
const { db } = database;

/** Runs the child that places the order and is killed inside the bank's request; resolves with how it ended. */
function placeInAProcessThatDies(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'kill-after-commit.child.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ signal: NodeJS.Signals | null; code: number | null; output: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
}

// An app a minute later than the killed one: past the lease it left (30 s), as a retry is.
const aMinuteLater = await buildApp({
  database,
  cache: createMemoryCache(),
  publicUrl: 'http://shop.test',
  now: () => new Date(testNow.getTime() + 60_000),
});
afterAll(() => aMinuteLater.close());

describe('an order whose process was killed after the commit (PostgreSQL only: two processes)', () => {
  it.skipIf(!databaseUrl)(
    'is finished by the retry once the lease lapsed: the same order, its payment asked, nothing taken twice',
    async () => {
      const buyer = await newBuyer(app);
      const product = await newProduct(db, { price: 600_000, inventory: 10 });
      await putInBasket(db, buyer, 1, product, 2);
      const body = orderBody(buyer, (await openSlot(buyer)).id, { payment_port: 6 });
      const key = randomUUID();

      const ended = await placeInAProcessThatDies({
        KILLED_DATABASE_URL: databaseUrl!,
        KILLED_TOKEN: buyer.token,
        KILLED_KEY: key,
        KILLED_BODY: JSON.stringify(body),
      });
      expect(ended, ended.output).toMatchObject({ signal: 'SIGKILL' });

      // What the dead process left: the order committed, its stock taken, no payment, the key running.
      const placed = await db.select().from(orders).where(eq(orders.customerId, buyer.customerId));
      expect(placed).toHaveLength(1);
      const orderId = placed[0]!.id;
      expect((await stockOf(db as never, [product])).get(product)).toBe(8);
      expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))).toEqual([]);
      const [held] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.ownerId, buyer.customerId), eq(idempotencyKeys.key, key)));
      expect(held).toMatchObject({ state: 'running' });

      // Within the lease, the retry waits: the owner might still be alive.
      expectError(await placeOrder(app, buyer, body, key), 409, 'REQUEST_IN_PROGRESS');

      // A minute later the retry takes the key over and asks the bank for this order.
      const retried = await placeOrder(aMinuteLater, buyer, body, key);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.data).toMatchObject({ order_id: orderId, payment_port: 6 });
      expect(retried.body.data.url).toMatch(/^http:\/\/shop\.test\/sandbox-bank\//);
      const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
      expect(attempts).toHaveLength(1);
      expect(await db.select().from(orders).where(eq(orders.customerId, buyer.customerId))).toHaveLength(1);
      expect((await stockOf(db as never, [product])).get(product)).toBe(8);

      // Finished: another retry replays the same answer and asks nothing again.
      const again = await placeOrder(aMinuteLater, buyer, body, key);
      expect(again.body.data).toEqual(retried.body.data);
      expect(
        await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)),
      ).toHaveLength(1);
    },
    60_000,
  );
});
