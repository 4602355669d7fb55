import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ObserveType } from '@shop/domain/engagement/constants';
import type { Db } from '../../../db/client.ts';
import { observes, wholesaleRequests } from '../tables.ts';

type ObserveRef = { customerId: number; itemType: ObserveType; itemId: number };

const live = inArray(observes.state, ['waiting', 'held']);

/** A new place in line, or nothing when the customer already has a live one for the item. */
export async function insertObserve(db: Db, row: ObserveRef & { createdAt: Date }): Promise<void> {
  await db
    .insert(observes)
    .values(row)
    .onConflictDoNothing({
      target: [observes.customerId, observes.itemType, observes.itemId],
      where: sql`${observes.state} in ('waiting', 'held')`,
    });
}

export async function isObserving(db: Db, ref: ObserveRef): Promise<boolean> {
  const [row] = await db
    .select({ id: observes.id })
    .from(observes)
    .where(
      and(
        eq(observes.customerId, ref.customerId),
        eq(observes.itemType, ref.itemType),
        eq(observes.itemId, ref.itemId),
        live,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertWholesaleRequest(
  db: Db,
  row: typeof wholesaleRequests.$inferInsert,
): Promise<void> {
  await db
    .insert(wholesaleRequests)
    .values(row)
    .onConflictDoNothing({ target: [wholesaleRequests.customerId, wholesaleRequests.productId] });
}

export async function hasAskedWholesale(db: Db, customerId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: wholesaleRequests.id })
    .from(wholesaleRequests)
    .where(and(eq(wholesaleRequests.customerId, customerId), eq(wholesaleRequests.productId, productId)))
    .limit(1);
  return row !== undefined;
}
