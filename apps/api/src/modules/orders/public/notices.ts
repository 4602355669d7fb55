import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../../db/client.ts';
import { orderNotices } from './tables.ts';

export type OrderNotice = typeof orderNotices.$inferSelect;
export type NewOrderNotice = Omit<typeof orderNotices.$inferInsert, 'id' | 'claimedAt' | 'sentAt' | 'tries'>;

/** A notice to send once the caller's transaction commits. */
export async function queueOrderNotice(tx: Transaction, notice: NewOrderNotice): Promise<void> {
  await tx.insert(orderNotices).values(notice);
}

export const noticeMaxTries = 5;
const reclaimAfterMs = 5 * 60_000;

/**
 * Takes up to `limit` notices due for sending (never sent, under five tries, not taken by another
 * sender in the last five minutes) and marks them taken, in one short transaction: senders running at
 * once take different notices, and the network is called after the commit.
 */
export async function claimDueNotices(db: Db, now: Date, limit: number): Promise<OrderNotice[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orderNotices.id })
      .from(orderNotices)
      .where(
        and(
          isNull(orderNotices.sentAt),
          isNull(orderNotices.droppedAt),
          lt(orderNotices.tries, noticeMaxTries),
          or(
            isNull(orderNotices.claimedAt),
            lt(orderNotices.claimedAt, new Date(now.getTime() - reclaimAfterMs)),
          ),
        ),
      )
      .orderBy(asc(orderNotices.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(orderNotices)
      .set({ claimedAt: now })
      .where(
        inArray(
          orderNotices.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markNoticeSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(orderNotices).set({ sentAt: now }).where(eq(orderNotices.id, id));
}

/** Not sent: tried again once its claim is five minutes old, so a provider that is down is not hammered. */
export async function markNoticeFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(orderNotices)
    .set({ tries: sql`${orderNotices.tries} + 1`, lastError: error.slice(0, 500) })
    .where(eq(orderNotices.id, id));
}

/** Kinds that say where an order stands for now: a later notice about the order says it better. */
const passingKinds = ['placed', 'awaiting-payment', 'repeat-placed', 'repeat-awaiting-payment'];

/**
 * Drops the order's notices of a passing state (placed, awaiting payment) not yet sent nor taken by a
 * sender, in the transaction that queues a newer one (decision 083): an order placed and cancelled
 * before the job ran is told as cancelled, in one text.
 */
export async function supersedeOrderNotices(tx: Transaction, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orderNotices)
    .set({ droppedAt: now, dropReason: 'superseded' })
    .where(
      and(
        eq(orderNotices.orderId, orderId),
        inArray(orderNotices.kind, passingKinds),
        isNull(orderNotices.sentAt),
        isNull(orderNotices.droppedAt),
        isNull(orderNotices.claimedAt),
      ),
    );
}

/** Notices that will never be sent: merged into another text to the number, or held back by a cap. */
export async function dropNotices(
  db: Db,
  ids: readonly number[],
  reason: 'merged' | 'suppressed',
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(orderNotices)
    .set({ droppedAt: now, dropReason: reason })
    .where(inArray(orderNotices.id, [...ids]));
}
