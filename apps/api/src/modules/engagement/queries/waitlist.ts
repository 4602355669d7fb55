import { and, asc, eq, exists, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { waitlistHoldLimits } from '@shop/domain/engagement/constants';
import { orderStatus } from '@shop/domain/orders/status';
import type { ObserveType } from '@shop/domain/engagement/constants';
import type { Db, Transaction } from '../../../db/client.ts';
import { stockHolds } from '../../catalogue/public/tables.ts';
import { customers } from '../../identity/public/tables.ts';
import { orders } from '../../orders/public/tables.ts';
import { observes, waitlistNotices } from '../tables.ts';

export type WaitedItem = { type: ObserveType; id: number };

const itemIs = (item: WaitedItem) => and(eq(observes.itemType, item.type), eq(observes.itemId, item.id));

/**
 * Items someone waits for, or whose held turn has run out, after `after` in (type, id) order: a page
 * of the sweep's candidates (the sweep then reads their stock and keeps those with work to do).
 */
export async function listWaitedItems(
  tx: Transaction,
  input: { now: Date; after: WaitedItem | null; limit: number },
): Promise<WaitedItem[]> {
  const { now, after, limit } = input;
  const rows = await tx
    .select({ type: observes.itemType, id: observes.itemId })
    .from(observes)
    .where(
      and(
        or(eq(observes.state, 'waiting'), and(eq(observes.state, 'held'), lte(observes.heldUntil, now))),
        after
          ? sql`(${observes.itemType}, ${observes.itemId}) > (${after.type}, ${after.id}::int)`
          : undefined,
      ),
    )
    .groupBy(observes.itemType, observes.itemId)
    .orderBy(asc(observes.itemType), asc(observes.itemId))
    .limit(limit);
  return rows;
}

/**
 * Per item: places waiting, turns that ran out, and open turns still running (decision 082): turns
 * given without a hold, each standing for a unit on open sale its text promised, so the sweep gives that
 * many fewer new turns. A turn's hold is written at the turn's moment (`created_at = held_at`); a held
 * turn whose hold was used or given back is not open, so a unit taken out of the basket goes to the
 * next in line at once. The outer columns are written out in full: drizzle leaves them unqualified,
 * and the subquery's own `customer_id` would answer for them.
 */
export async function countLine(tx: Transaction, items: readonly WaitedItem[], now: Date) {
  if (items.length === 0) return new Map<string, { waiting: number; ended: number; open: number }>();
  const rows = await tx
    .select({
      type: observes.itemType,
      id: observes.itemId,
      waiting: sql<number>`count(*) filter (where ${observes.state} = 'waiting')`.mapWith(Number),
      ended:
        sql<number>`count(*) filter (where ${observes.state} = 'held' and ${observes.heldUntil} <= ${now})`.mapWith(
          Number,
        ),
      open: sql<number>`count(*) filter (where ${observes.state} = 'held' and ${observes.heldUntil} > ${now}
        and not exists (select 1 from ${stockHolds} h where h.customer_id = observes.customer_id
          and h.item_type = observes.item_type and h.item_id = observes.item_id
          and h.created_at = observes.held_at))`.mapWith(Number),
    })
    .from(observes)
    .where(
      and(
        inArray(observes.state, ['waiting', 'held']),
        inArray(
          observes.itemId,
          items.map((item) => item.id),
        ),
      ),
    )
    .groupBy(observes.itemType, observes.itemId);
  return new Map(rows.map((row) => [`${row.type}:${row.id}`, row]));
}

/** Turns that ran out pass: their places end (the customer may join the line again). */
export async function endHeldTurns(tx: Transaction, item: WaitedItem, now: Date): Promise<void> {
  await tx
    .update(observes)
    .set({ state: 'expired' })
    .where(and(itemIs(item), eq(observes.state, 'held'), lte(observes.heldUntil, now)));
}

/** The next `places` customers waiting in line for the item (order of joining), with their mobiles. */
export async function nextInLine(tx: Transaction, item: WaitedItem, places: number) {
  return tx
    .select({ id: observes.id, customerId: observes.customerId, mobile: customers.mobile })
    .from(observes)
    .innerJoin(customers, eq(customers.id, observes.customerId))
    .where(and(itemIs(item), eq(observes.state, 'waiting')))
    .orderBy(asc(observes.id))
    .limit(places);
}

/**
 * The customers of standing among `customerIds` (decision 082): registered at least `standingDays`
 * before `now`, or with an order delivered to them. Only they are given held units.
 */
export async function customersOfStanding(
  tx: Transaction,
  customerIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const registeredBy = new Date(now.getTime() - waitlistHoldLimits.standingDays * 86_400_000);
  const rows = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        inArray(customers.id, [...customerIds]),
        or(
          lte(customers.createdAt, registeredBy),
          exists(
            tx
              .select({ id: orders.id })
              .from(orders)
              .where(and(eq(orders.customerId, customers.id), eq(orders.status, orderStatus.delivered))),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Gives one place its turn until `until`, conditional on its still waiting: a place is turned once. */
export async function giveTurn(tx: Transaction, id: number, now: Date, until: Date): Promise<boolean> {
  const turned = await tx
    .update(observes)
    .set({ state: 'held', heldAt: now, heldUntil: until })
    .where(and(eq(observes.id, id), eq(observes.state, 'waiting')))
    .returning({ id: observes.id });
  return turned.length > 0;
}

export type NewWaitlistNotice = typeof waitlistNotices.$inferInsert;

export async function queueWaitlistNotice(tx: Transaction, notice: NewWaitlistNotice): Promise<void> {
  await tx.insert(waitlistNotices).values(notice);
}

const maxTries = 5;
const reclaimAfterMs = 5 * 60_000;

/** Claims due texts in one short transaction, oldest first (order of joining), as order_notices do. */
export async function claimDueWaitlistNotices(db: Db, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: waitlistNotices.id })
      .from(waitlistNotices)
      .where(
        and(
          isNull(waitlistNotices.sentAt),
          lt(waitlistNotices.tries, maxTries),
          or(
            isNull(waitlistNotices.claimedAt),
            lt(waitlistNotices.claimedAt, new Date(now.getTime() - reclaimAfterMs)),
          ),
        ),
      )
      .orderBy(asc(waitlistNotices.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(waitlistNotices)
      .set({ claimedAt: now })
      .where(
        inArray(
          waitlistNotices.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  });
}

export async function markWaitlistNoticeSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(waitlistNotices).set({ sentAt: now }).where(eq(waitlistNotices.id, id));
}

export async function markWaitlistNoticeFailed(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(waitlistNotices)
    .set({ tries: sql`${waitlistNotices.tries} + 1`, lastError: error.slice(0, 500) })
    .where(eq(waitlistNotices.id, id));
}

/**
 * Held back by the SMS gate (decision 083): its tries used up at once, so it is never claimed again;
 * the reason kept. (Issue 47 moves every text to one outbox with its own state for this.)
 */
export async function markWaitlistNoticeSuppressed(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(waitlistNotices)
    .set({ tries: maxTries, lastError: reason.slice(0, 500) })
    .where(eq(waitlistNotices.id, id));
}
