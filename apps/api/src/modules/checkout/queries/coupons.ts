import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { CouponFacts } from '@shop/domain/checkout/coupon-rules';
import type { Db, Transaction } from '../../../db/client.ts';
import { couponUses, coupons } from '../tables.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A code as the customer typed it (upper-cased), usable by this customer: public, or their own. */
export async function findCoupon(
  db: Db,
  by: { code: string } | { id: number },
  customerId: number,
): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        'code' in by ? eq(coupons.code, by.code) : eq(coupons.id, by.id),
        or(isNull(coupons.ownerId), eq(coupons.ownerId, customerId)),
      ),
    );
  return row ?? null;
}

export function couponFacts(row: CouponRow): CouponFacts {
  return {
    type: row.type as 1 | 2,
    value: row.value,
    flooring: row.flooring,
    active: row.active,
    expiresAt: row.expiresAt,
    usageLimit: row.usageLimit,
    used: row.used,
    perCustomerLimit: row.perCustomerLimit,
    firstPurchaseOnly: row.firstPurchaseOnly,
  };
}

/** This customer's uses of the code by orders not cancelled. */
export async function usesByCustomer(db: Db, couponId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, couponId),
        eq(couponUses.customerId, customerId),
        isNull(couponUses.releasedAt),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Takes one use of the code for an order in its transaction: one conditional UPDATE below the
 * overall limit (two checkouts racing for the last use take it once), then the use's row. False when
 * the code is used up. The per-customer limit was read under the customer's lock.
 */
export async function takeCouponUse(
  tx: Transaction,
  use: { couponId: number; customerId: number; orderId: number },
): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(
      and(
        eq(coupons.id, use.couponId),
        or(isNull(coupons.usageLimit), sql`${coupons.used} < ${coupons.usageLimit}`),
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) return false;
  await tx.insert(couponUses).values(use);
  return true;
}
