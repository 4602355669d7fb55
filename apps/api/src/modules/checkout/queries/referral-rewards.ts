import { randomInt } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { introduceCodeAlphabet } from '@shop/domain/identity/introduce-code';
import type { Db, Transaction } from '../../../db/client.ts';
import { customers } from '../../identity/public/tables.ts';
import { coupons, referralRewards } from '../tables.ts';

// The rows of the referral promise (decision 057): personal codes and the one reward row per friend
// and kind that says a code was given.

export type RewardKind = 'friend' | 'referrer';

/** A personal code: 8 characters of the introduce alphabet (no look-alikes), e.g. "K7QM2XPA". */
function newPersonalCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += introduceCodeAlphabet[randomInt(0, introduceCodeAlphabet.length)];
  return code;
}

/**
 * Creates a single-use code of `rials` off for its owner alone, in `tx`. A clash with an existing
 * code (about one in 850 billion) draws again.
 */
export async function insertPersonalCoupon(
  tx: Transaction,
  values: { ownerId: number; rials: number; firstPurchaseOnly: boolean; expiresAt: Date; now: Date },
): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: newPersonalCode(),
        type: 2,
        value: values.rials,
        flooring: 0,
        expiresAt: values.expiresAt,
        usageLimit: 1,
        perCustomerLimit: 1,
        firstPurchaseOnly: values.firstPurchaseOnly,
        ownerId: values.ownerId,
        createdAt: values.now,
      })
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    if (row) return row.id;
  }
  throw new Error('could not draw a free personal code');
}

/**
 * Records that `kind`'s code for this friend was given, unless it was already: false then (another
 * request or the sweep gave it first; on PostgreSQL this waits for that one to commit).
 */
export async function insertRewardIfAbsent(
  tx: Transaction,
  values: {
    kind: RewardKind;
    friendId: number;
    customerId: number;
    couponId: number;
    orderId?: number;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(referralRewards)
    .values({
      kind: values.kind,
      friendId: values.friendId,
      customerId: values.customerId,
      couponId: values.couponId,
      orderId: values.orderId ?? null,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  return inserted.length > 0;
}

/** Takes back a code drawn for a reward someone else gave first (never seen by anyone). */
export async function deleteCoupon(tx: Transaction, couponId: number): Promise<void> {
  await tx.delete(coupons).where(eq(coupons.id, couponId));
}

/** A customer's introducer, and whether `kind`'s code for them as a friend was given already. */
export async function findReferral(
  db: Db,
  friendId: number,
  kind: RewardKind,
): Promise<{ introducerId: number | null; isGiven: boolean } | null> {
  const [row] = await db
    .select({
      introducerId: customers.referredBy,
      isGiven: sql<boolean>`exists (select 1 from ${referralRewards} where ${and(
        eq(referralRewards.kind, kind),
        eq(referralRewards.friendId, customers.id),
      )})`,
    })
    .from(customers)
    .where(eq(customers.id, friendId));
  return row ?? null;
}

/** The introducer's codes earned so far: since `since` (the rolling month) and ever (decision 082). */
export async function countIntroducerRewards(
  db: Db,
  introducerId: number,
  since: Date,
): Promise<{ inMonth: number; inTotal: number }> {
  const [row] = await db
    .select({
      inTotal: count(),
      inMonth: sql<number>`count(*) filter (where ${gt(referralRewards.createdAt, since)})`.mapWith(Number),
    })
    .from(referralRewards)
    .where(and(eq(referralRewards.kind, 'referrer'), eq(referralRewards.customerId, introducerId)));
  return { inMonth: row?.inMonth ?? 0, inTotal: row?.inTotal ?? 0 };
}
