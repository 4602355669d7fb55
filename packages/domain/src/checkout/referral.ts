import { orderStatus, paymentStatusPaid } from '../orders/status.ts';
import { paymentPort } from './constants.ts';
import { tehranDay } from './delivery-slots.ts';

// The referral promise (checkout-and-account.md §1: "a friend's first purchase gets 10000 toman off and
// the referrer then gets a 10000 toman code"; decision 057). Both rewards are personal, single-use
// codes of rials off; the friend's is for the first purchase only.

export const referralRewards = {
  /** The new customer's welcome code: issued when they first look (or by the sweep). */
  friend: { rials: 100_000, days: 30, firstPurchaseOnly: true },
  /**
   * The introducer's code: issued when one of the friend's orders paid with real money is delivered
   * (decision 082), at most `perMonth` in any 30 days and `inTotal` ever per introducer.
   */
  referrer: { rials: 100_000, days: 90, firstPurchaseOnly: false },
} as const;

/**
 * What earns an introducer their code (decision 082, superseding 057's "when paid"): the friend's order
 * is delivered and at least `minimumPaidRials` of it was paid with money the shop received (not wallet
 * credit, not a discount), and the introducer has not reached their caps.
 */
export const introducerRewardRules = {
  /** 1,000,000 rials (100,000 tomans): ten times the code, above the welcome code and a small basket. */
  minimumPaidRials: 1_000_000,
  /** Codes one introducer may earn in any 30 days. */
  perMonth: 3,
  /** Codes one introducer may earn ever. */
  inTotal: 20,
  /** The length of the rolling "month". */
  monthDays: 30,
} as const;

export type RewardableOrder = {
  status: number;
  paymentStatus: number;
  paymentPort: number;
  /** What the customer paid beyond the wallet, rials (the debt settled with it included). */
  payable: number;
  /** The wallet's debt settled with the order: money, but not for these goods. */
  debtPaid: number;
  /** An attempt of this order the gateway verified as paid. */
  hasVerifiedPayment: boolean;
};

/** The rials of the order's goods paid with money the shop received: none unless it is paid. */
export function realMoneyPaid(order: RewardableOrder): number {
  if (order.paymentStatus !== paymentStatusPaid) return 0;
  // Online: only a payment the bank verified. A bank transfer or an invoice is marked paid only by
  // the shop, once the money arrived. Anything else (the wallet, a code covering it all) is not money.
  const byMoney =
    order.paymentPort === paymentPort.online
      ? order.hasVerifiedPayment
      : order.paymentPort === paymentPort.bankTransfer || order.paymentPort === paymentPort.invoiceLater;
  return byMoney ? Math.max(0, order.payable - order.debtPaid) : 0;
}

/** Whether the friend's order earns the introducer's code, caps aside: delivered and paid enough. */
export function earnsIntroducerReward(order: RewardableOrder): boolean {
  return (
    order.status === orderStatus.delivered && realMoneyPaid(order) >= introducerRewardRules.minimumPaidRials
  );
}

/** Whether an introducer with these codes already earned may earn one more. */
export function isUnderRewardCaps(earned: { inMonth: number; inTotal: number }): boolean {
  return earned.inMonth < introducerRewardRules.perMonth && earned.inTotal < introducerRewardRules.inTotal;
}
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
