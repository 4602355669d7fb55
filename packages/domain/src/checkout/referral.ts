import { tehranDay } from './delivery-slots.ts';

// The referral promise (checkout-and-account.md §1: "a friend's first purchase gets 10000 toman off and
// the referrer then gets a 10000 toman code"; decision 057). Both rewards are personal, single-use
// codes of rials off; the friend's is for the first purchase only.

export const referralRewards = {
  /** The new customer's welcome code: issued when they first look (or by the sweep). */
  friend: { rials: 100_000, days: 30, firstPurchaseOnly: true },
  /** The introducer's code: issued when the friend's first order is paid. */
  referrer: { rials: 100_000, days: 90, firstPurchaseOnly: false },
} as const;
export type ReferralRewardKind = keyof typeof referralRewards;

const dayMs = 86_400_000;

/**
 * When a reward code given at `now` stops working: Tehran's midnight at the end of the `days`th day
 * from today, so it is good through the whole of the last day its page names.
 */
export function rewardExpiry(now: Date, days: number): Date {
  // Tehran keeps one offset all year (no daylight saving since 2022): its days are 24 hours long.
  return new Date(tehranDay(now).midnight.getTime() + (days + 1) * dayMs);
}
