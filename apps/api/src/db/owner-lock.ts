import { sql } from 'drizzle-orm';
import type { Database, Transaction } from './client.ts';

/**
 * What an owner's writes are serialised over. Each scope is one advisory-lock class, so a basket's
 * lock never waits for the same customer's order lock. Add a scope here; never reuse a number.
 */
export const ownerScopes = {
  basket: 1,
  // The waitlist's line for one product or bundle (engagement's sweep, decision 063).
  waitlistProduct: 2,
  waitlistBundle: 3,
} as const;
export type OwnerScope = keyof typeof ownerScopes;

/**
 * Runs `work` in a transaction that first takes the owner's lock for the scope (a transaction-level
 * advisory lock, released at commit or rollback, so a crashed request cannot leave it held).
 *
 * Why (issue 16): a rule that spans rows — "at most 100 lines in a basket" — cannot be checked by
 * one conditional statement, since two inserts of different rows do not wait for each other; and an
 * answer explained by reads after a refused write can see another request's change. With the lock,
 * one owner's writes in a scope happen one after another, while different owners never wait.
 *
 * Everything inside must use `tx`: a query on the pool while holding the lock can wait for a
 * connection that another request holds while waiting for this lock.
 */
export function inOwnerScope<T>(
  db: Database,
  scope: OwnerScope,
  ownerId: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await takeOwnerLock(tx, scope, ownerId);
    return work(tx);
  });
}

/** Takes the owner's lock inside a transaction that is already open (an order emptying the basket). */
export async function takeOwnerLock(tx: Transaction, scope: OwnerScope, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ownerScopes[scope]}::int, ${ownerId}::int)`);
}

/**
 * Takes the owner's lock if nobody holds it, without waiting: a sweep that finds another replica at
 * work on the same owner leaves it to that one. Answers whether it was taken (held until the end of `tx`).
 */
export async function tryOwnerLock(tx: Transaction, scope: OwnerScope, ownerId: number): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${ownerScopes[scope]}::int, ${ownerId}::int) as taken`,
  )) as unknown as { rows: { taken: boolean }[] };
  return result.rows[0]?.taken === true;
}
