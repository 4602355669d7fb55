import { describe, expect, it } from 'vitest';
import { formatLastDayOfUse } from './coupon-listing.ts';
import {
  earnsIntroducerReward,
  isUnderRewardCaps,
  realMoneyPaid,
  referralRewards,
  rewardExpiry,
  type RewardableOrder,
} from './referral.ts';

describe('referralRewards', () => {
  it("keep the spec's promise: 10,000 tomans each, the friend's for a first purchase only", () => {
    expect(referralRewards.friend).toMatchObject({ rials: 100_000, firstPurchaseOnly: true });
    expect(referralRewards.referrer).toMatchObject({ rials: 100_000, firstPurchaseOnly: false });
  });
});

describe('rewardExpiry', () => {
  it.each<[string, string, number, string, string]>([
    // Sunday 1 Azar 1405, 11:30 in Tehran.
    ['a friend’s 30 days', '2026-11-22T08:00:00Z', 30, '2026-12-22T20:30:00.000Z', '۱ دی ۱۴۰۵'],
    ['a referrer’s 90 days', '2026-11-22T08:00:00Z', 90, '2027-02-20T20:30:00.000Z', '۱ اسفند ۱۴۰۵'],
    // 00:10 in Tehran is already the 22nd there (UTC is still on the 21st).
    ['just after Tehran’s midnight', '2026-11-21T20:40:00Z', 30, '2026-12-22T20:30:00.000Z', '۱ دی ۱۴۰۵'],
    ['just before Tehran’s midnight', '2026-11-21T20:29:00Z', 30, '2026-12-21T20:30:00.000Z', '۳۰ آذر ۱۴۰۵'],
  ])('%s: good through the whole last day named', (_name, now, days, expiry, lastDay) => {
    const expiresAt = rewardExpiry(new Date(now), days);
    expect(expiresAt.toISOString()).toBe(expiry);
    expect(formatLastDayOfUse(expiresAt)).toBe(lastDay);
  });
});

describe('earnsIntroducerReward (decision 082)', () => {
  // Delivered, paid online and verified, 1,200,000 rials beyond the wallet.
  const paidOnline: RewardableOrder = {
    status: 60,
    paymentStatus: 20,
    paymentPort: 6,
    payable: 1_200_000,
    debtPaid: 0,
    hasVerifiedPayment: true,
  };
  it.each<[string, Partial<RewardableOrder>, number, boolean]>([
    ['paid online, verified, delivered', {}, 1_200_000, true],
    ['exactly the minimum', { payable: 1_000_000 }, 1_000_000, true],
    ['below the minimum', { payable: 999_999 }, 999_999, false],
    ['paid, not yet delivered', { status: 40 }, 1_200_000, false],
    ['sent, not yet delivered', { status: 50 }, 1_200_000, false],
    ['returned after delivery', { status: 80 }, 1_200_000, false],
    ['covered by a code or the wallet (nothing paid)', { payable: 0 }, 0, false],
    ['online but no payment the bank verified', { hasVerifiedPayment: false }, 0, false],
    ['a bank transfer the shop marked paid', { paymentPort: 3, hasVerifiedPayment: false }, 1_200_000, true],
    ['an invoice the shop marked paid', { paymentPort: 5, hasVerifiedPayment: false }, 1_200_000, true],
    ['an invoice still unpaid', { paymentPort: 5, paymentStatus: 10 }, 0, false],
    ['the debt settled with it does not count', { payable: 1_500_000, debtPaid: 600_000 }, 900_000, false],
  ])('%s', (_name, change, paid, earns) => {
    const order = { ...paidOnline, ...change };
    expect(realMoneyPaid(order)).toBe(paid);
    expect(earnsIntroducerReward(order)).toBe(earns);
  });
});

describe('isUnderRewardCaps', () => {
  it.each<[number, number, boolean]>([
    [0, 0, true],
    [2, 10, true],
    [3, 3, false],
    [0, 19, true],
    [0, 20, false],
  ])('%i in the month, %i in all: %s', (inMonth, inTotal, under) => {
    expect(isUnderRewardCaps({ inMonth, inTotal })).toBe(under);
  });
});
