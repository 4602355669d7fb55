import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { orderStatus, paymentStatusUnpaid } from '@shop/domain/orders/status';
import { trackingCodeFrom } from '@shop/domain/orders/tracking-code';
import type { Db, Transaction } from '../../../db/client.ts';
import { orderLines, orders } from './tables.ts';

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'trackingCode'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

/** Order ids are drawn from here: nine or ten digits, fitting an integer column (decision 51). */
const idRange = [100_000_000, 2_147_483_647] as const;

/**
 * Inserts an order and its lines in the caller's transaction, with a random id and tracking code
 * (decisions 49, 51). A clash with an existing one (rare: a billion ids, ten-digit codes) is skipped
 * by ON CONFLICT DO NOTHING, which does not abort the transaction, and both are drawn again.
 */
export async function insertOrder(
  tx: Transaction,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ id: number; trackingCode: string }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const id = randomInt(idRange[0], idRange[1]);
    const trackingCode = trackingCodeFrom(randomBytes(8));
    const [row] = await tx
      .insert(orders)
      .values({ ...order, id, trackingCode })
      .onConflictDoNothing()
      .returning({ id: orders.id, trackingCode: orders.trackingCode });
    if (!row) continue;
    if (lines.length > 0)
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
    return row;
  }
  throw new Error('could not draw a free order id and tracking code in 8 attempts');
}

/** Orders still owed (the pending-payment rule): unpaid, not cancelled or returned, not expired. */
export async function countUnpaidOrders(db: Db, customerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.paymentStatus, paymentStatusUnpaid),
        notInArray(orders.status, [orderStatus.cancelled, orderStatus.returned]),
        or(isNull(orders.expiresAt), gt(orders.expiresAt, now)),
      ),
    );
  return row?.count ?? 0;
}

/** Orders the customer placed and did not cancel (a first-purchase-only code reads it). */
export async function countPlacedOrders(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, orderStatus.cancelled)));
  return row?.count ?? 0;
}

/** An order's lines (tests and the account's detail read them). */
export function linesOf(db: Db, orderIds: readonly number[]) {
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]));
}
