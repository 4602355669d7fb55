import { and, asc, eq, isNotNull, notExists } from 'drizzle-orm';
import { paymentPort } from '@shop/domain/checkout/constants';
import {
  earnsIntroducerReward,
  introducerRewardRules,
  isUnderRewardCaps,
  referralRewards as rewards,
  rewardExpiry,
} from '@shop/domain/checkout/referral';
import type { Transaction } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Sweep } from '../../../platform/sweep-runner.ts';
import { lockCustomer } from '../../identity/public/lock-customer.ts';
import { customers } from '../../identity/public/tables.ts';
import { hasPaidAttempt } from '../../payments/public/attempts.ts';
import {
  countIntroducerRewards,
  deleteCoupon,
  findReferral,
  insertPersonalCoupon,
  insertRewardIfAbsent,
} from '../queries/referral-rewards.ts';
import { referralRewards } from '../tables.ts';
import type { CheckoutContext } from './context.ts';

// The referral promise (checkout-and-account.md §1; decision 057): a friend brought by an introduce
// code gets 10,000 tomans off their first purchase, and the introducer a 10,000-toman code once one of
// that friend's orders paid with real money is delivered (decision 082). Identity records who introduced whom (customers.referred_by); the codes
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

/** An order as it stands after a move: what decides whether it earns the introducer's code. */
export type RewardCandidate = {
  id: number;
  customerId: number;
  status: number;
  paymentStatus: number;
  paymentPort: number;
  payable: number;
  debtPaid: number;
};

/**
 * The introducer's reward (decision 082, superseding 057's "when paid"), in the transaction that
 * delivers an introduced friend's order (or records the payment of one already delivered): the order
 * must have been paid with real money above the minimum (the domain's `earnsIntroducerReward`: a
 * payment the bank verified, or a transfer or invoice the shop marked paid; never the wallet or a code
 * covering it all), and the introducer must be under their caps. Once per friend ever.
 */
export async function rewardIntroducerIn(
  tx: Transaction,
  order: RewardCandidate,
  now: Date,
): Promise<boolean> {
  const referral = await findReferral(tx, order.customerId, 'referrer');
  if (!referral?.introducerId || referral.isGiven) return false;
  const hasVerifiedPayment = order.paymentPort === paymentPort.online && (await hasPaidAttempt(tx, order.id));
  if (!earnsIntroducerReward({ ...order, hasVerifiedPayment })) return false;
  return giveIntroducerCodeIn(
    tx,
    { friendId: order.customerId, introducerId: referral.introducerId, orderId: order.id },
    now,
  );
}

/**
 * Gives the introducer their code for this friend in `tx` unless the friend's was given or the
 * introducer reached a cap. The introducer's row is locked first, so deliveries of different friends
 * at once count the caps one after the other; the reward row's unique index settles the same friend's.
 */
export async function giveIntroducerCodeIn(
  tx: Transaction,
  reward: { friendId: number; introducerId: number; orderId: number },
  now: Date,
): Promise<boolean> {
  await lockCustomer(tx, reward.introducerId);
  const monthStart = new Date(now.getTime() - introducerRewardRules.monthDays * 86_400_000);
  const earned = await countIntroducerRewards(tx, reward.introducerId, monthStart);
  if (!isUnderRewardCaps(earned)) {
    await recordAudit(tx, {
      actor: { type: 'system' },
      action: 'referral.capped',
      subject: { type: 'customer', id: reward.introducerId },
      data: {
        friend: reward.friendId,
        order: reward.orderId,
        in_month: earned.inMonth,
        in_total: earned.inTotal,
      },
    });
    return false;
  }
  const terms = rewards.referrer;
  const couponId = await insertPersonalCoupon(tx, {
    ownerId: reward.introducerId,
    rials: terms.rials,
    firstPurchaseOnly: terms.firstPurchaseOnly,
    expiresAt: rewardExpiry(now, terms.days),
    now,
  });
  const isGiven = await insertRewardIfAbsent(tx, {
    kind: 'referrer',
    friendId: reward.friendId,
    customerId: reward.introducerId,
    couponId,
    orderId: reward.orderId,
    now,
  });
  if (!isGiven) {
    await deleteCoupon(tx, couponId);
    return false;
  }
  await recordAudit(tx, {
    actor: { type: 'system' },
    action: 'referral.rewarded',
    subject: { type: 'customer', id: reward.introducerId },
    data: { friend: reward.friendId, order: reward.orderId, coupon: couponId },
  });
  return true;
}
