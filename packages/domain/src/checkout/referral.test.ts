import { describe, expect, it } from 'vitest';
import { formatLastDayOfUse } from './coupon-listing.ts';
import { referralRewards, rewardExpiry } from './referral.ts';

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
