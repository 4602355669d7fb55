import { and, asc, eq, isNotNull, notExists } from 'drizzle-orm';
import { referralRewards as rewards, rewardExpiry } from '@shop/domain/checkout/referral';
import type { Transaction } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Sweep } from '../../../platform/sweep-runner.ts';
import { customers } from '../../identity/public/tables.ts';
import {
  deleteCoupon,
  findReferral,
  insertPersonalCoupon,
  insertRewardIfAbsent,
} from '../queries/referral-rewards.ts';
import { referralRewards } from '../tables.ts';
import type { CheckoutContext } from './context.ts';

// The referral promise (checkout-and-account.md §1; decision 057): a friend brought by an introduce
// code gets 10,000 tomans off their first purchase, and the introducer a 10,000-toman code once that
// friend's first order is paid. Identity records who introduced whom (customers.referred_by); the codes
// are the checkout's. Each is given at most once per friend: the reward row's unique index decides
// between the sweep, the pages and a payment arriving together, and a loser takes its code back.

type Friend = { id: number; introducerId: number };

/** Gives the friend their welcome code in `tx`, unless it was given; audited. */
export async function giveFriendCodeIn(tx: Transaction, friend: Friend, now: Date): Promise<boolean> {
  const terms = rewards.friend;
  const couponId = await insertPersonalCoupon(tx, {
    ownerId: friend.id,
    rials: terms.rials,
    firstPurchaseOnly: terms.firstPurchaseOnly,
    expiresAt: rewardExpiry(now, terms.days),
    now,
  });
  const isGiven = await insertRewardIfAbsent(tx, {
    kind: 'friend',
    friendId: friend.id,
    customerId: friend.id,
    couponId,
    now,
  });
  if (!isGiven) {
    await deleteCoupon(tx, couponId);
    return false;
  }
  await recordAudit(tx, {
    actor: { type: 'system' },
    action: 'referral.friend-code',
    subject: { type: 'customer', id: friend.id },
    data: { introducer: friend.introducerId, coupon: couponId },
  });
  return true;
}

/**
 * The caller's welcome code, given now if they were introduced and have none yet: GET checkout and GET
 * coupons call it first, so the code is there the moment the friend looks (the sweep gives the rest).
 * One cheap read when there is nothing to do.
 */
export async function ensureFriendCode(ctx: CheckoutContext, customerId: number): Promise<void> {
  const referral = await findReferral(ctx.db, customerId, 'friend');
  if (!referral?.introducerId || referral.isGiven) return;
  const friend = { id: customerId, introducerId: referral.introducerId };
  await ctx.db.transaction((tx) => giveFriendCodeIn(tx, friend, ctx.now()));
}

/**
 * Introduced customers still without their welcome code (a friend who has not looked yet). Claimed
 * with SKIP LOCKED, so replicas sweep different customers; a page giving the same code meanwhile meets
 * the unique index, and the loser takes its code back.
 */
export const giveFriendCodes: Sweep<Friend> = {
  name: 'give referral welcome codes',
  claim: async (tx, limit) => {
    const rows = await tx
      .select({ id: customers.id, introducerId: customers.referredBy })
      .from(customers)
      .where(
        and(
          isNotNull(customers.referredBy),
          notExists(
            tx
              .select({ id: referralRewards.id })
              .from(referralRewards)
              .where(and(eq(referralRewards.kind, 'friend'), eq(referralRewards.friendId, customers.id))),
          ),
        ),
      )
      .orderBy(asc(customers.id))
      .limit(limit)
      .for('no key update', { of: customers, skipLocked: true });
    return rows.flatMap((row) =>
      row.introducerId === null ? [] : [{ ...row, introducerId: row.introducerId }],
    );
  },
  handle: async (tx, friend, now) => {
    await giveFriendCodeIn(tx, friend, now);
  },
};

/**
 * The introducer's reward, in the transaction that makes one of the friend's orders paid (the payment
 * verified online in `moveOrderIn`, or an order placed already paid from the wallet): the first paid
 * order of an introduced friend earns the introducer a code, once per friend ever; audited. A cancelled
 * unpaid order never gets here.
 */
export async function rewardIntroducerIn(
  tx: Transaction,
  order: { id: number; customerId: number },
  now: Date,
): Promise<void> {
  const referral = await findReferral(tx, order.customerId, 'referrer');
  if (!referral?.introducerId || referral.isGiven) return;
  const terms = rewards.referrer;
  const couponId = await insertPersonalCoupon(tx, {
    ownerId: referral.introducerId,
    rials: terms.rials,
    firstPurchaseOnly: terms.firstPurchaseOnly,
    expiresAt: rewardExpiry(now, terms.days),
    now,
  });
  const isGiven = await insertRewardIfAbsent(tx, {
    kind: 'referrer',
    friendId: order.customerId,
    customerId: referral.introducerId,
    couponId,
    orderId: order.id,
    now,
  });
  if (!isGiven) {
    await deleteCoupon(tx, couponId);
    return;
  }
  await recordAudit(tx, {
    actor: { type: 'system' },
    action: 'referral.rewarded',
    subject: { type: 'customer', id: referral.introducerId },
    data: { friend: order.customerId, order: order.id, coupon: couponId },
  });
}
