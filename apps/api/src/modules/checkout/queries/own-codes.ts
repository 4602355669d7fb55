import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers } from '../../identity/public/tables.ts';
import { couponUses, coupons, referralRewards } from '../tables.ts';

// The codes a customer holds (personal codes: `coupons.owner_id`) and the ones earned by introducing
// friends, a page at a time (decision 057). The owner is in every `where`.

/** Codes a page (checkout-and-account.md §7 "GET coupons by page"). */
export const ownCodesPageSize = 10;

const offsetOf = (page: number) => (page - 1) * ownCodesPageSize;

/** A page of the customer's own codes, newest first, and how many they hold. */
export async function pageOfOwnCoupons(db: Db, customerId: number, page: number) {
  const mine = eq(coupons.ownerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(mine)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(ownCodesPageSize)
      .offset(offsetOf(page)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(coupons)
      .where(mine),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** The customer's uses (orders not cancelled) of each of these codes. */
export async function usesOfCoupons(
  db: Db,
  couponIds: readonly number[],
  customerId: number,
): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponUses.couponId, count: sql<number>`count(*)::int` })
    .from(couponUses)
    .where(
      and(
        inArray(couponUses.couponId, [...couponIds]),
        eq(couponUses.customerId, customerId),
        isNull(couponUses.releasedAt),
      ),
    )
    .groupBy(couponUses.couponId);
  return new Map(rows.map((row) => [row.couponId, row.count]));
}

/** A page of the codes the customer earned by introducing friends, newest first, with each friend's names. */
export async function pageOfIntroduceCodes(db: Db, customerId: number, page: number) {
  const earned = and(eq(referralRewards.customerId, customerId), eq(referralRewards.kind, 'referrer'));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: coupons.code,
        expiresAt: coupons.expiresAt,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(referralRewards)
      .innerJoin(coupons, eq(coupons.id, referralRewards.couponId))
      .innerJoin(customers, eq(customers.id, referralRewards.friendId))
      .where(earned)
      .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
      .limit(ownCodesPageSize)
      .offset(offsetOf(page)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(referralRewards)
      .where(earned),
  ]);
  return { rows, count: total?.count ?? 0 };
}
