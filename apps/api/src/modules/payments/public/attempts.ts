import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AttemptState } from '@shop/domain/payments/attempt-status';
import type { Db, Transaction } from '../../../db/client.ts';
import { paymentAttempts } from './tables.ts';

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** Records a payment the gateway agreed to take (after its answer: never inside a transaction with it). */
export async function insertAttempt(
  db: Db,
  attempt: {
    orderId: number;
    customerId: number;
    gateway: string;
    authority: string;
    amount: number;
    createdAt: Date;
  },
): Promise<AttemptRow> {
  const [row] = await db.insert(paymentAttempts).values(attempt).returning();
  return row!;
}

/** The attempt a callback names, by the gateway's authority. */
export async function findAttempt(db: Db, gateway: string, authority: string): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.gateway, gateway), eq(paymentAttempts.authority, authority)));
  return row ?? null;
}

/** The attempt locked for settling: two callbacks at once settle it one after the other. */
export async function lockAttempt(tx: Transaction, id: number): Promise<AttemptRow> {
  const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return row!;
}

/** Settles an attempt the caller has locked and found not settled for good (requested or failed). */
export async function settleAttemptIn(
  tx: Transaction,
  id: number,
  outcome: {
    state: Exclude<AttemptState, 'requested'>;
    code: number | null;
    message: string | null;
    refId?: string | null;
    cardPan?: string | null;
  },
  now: Date,
): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({
      state: outcome.state,
      code: outcome.code,
      message: outcome.message,
      refId: outcome.refId ?? null,
      cardPan: outcome.cardPan ?? null,
      settledAt: now,
    })
    .where(and(eq(paymentAttempts.id, id), inArray(paymentAttempts.state, ['requested', 'failed'])));
}

/** An order's latest attempt (the result page's reference number). */
export async function latestAttemptOf(db: Db, orderId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row ?? null;
}

/** Whether the gateway verified a payment of the order (its one `paid` attempt). */
export async function hasPaidAttempt(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.state, 'paid')))
    .limit(1);
  return rows.length > 0;
}
