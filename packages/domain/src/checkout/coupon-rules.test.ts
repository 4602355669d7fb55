import { describe, expect, it } from 'vitest';
import { couponRefusal, type CouponFacts } from './coupon-rules.ts';

const now = new Date('2026-11-25T12:00:00Z');
const nowruz: CouponFacts = {
  type: 1,
  value: 10,
  flooring: 5_000_000,
  active: true,
  expiresAt: new Date('2027-03-20T00:00:00Z'),
  usageLimit: 1000,
  used: 10,
  perCustomerLimit: 1,
  firstPurchaseOnly: false,
};
const customer = { usedByCustomer: 0, ordersPlaced: 3 };

describe('couponRefusal', () => {
  it.each<[string, CouponFacts | null, Partial<typeof customer>, number, ReturnType<typeof couponRefusal>]>([
    ['a good code on a big enough order', nowruz, {}, 6_000_000, null],
    ['exactly at the minimum', nowruz, {}, 5_000_000, null],
    ['an unknown code', null, {}, 6_000_000, { code: 'COUPON_EXPIRED' }],
    ['a code switched off', { ...nowruz, active: false }, {}, 6_000_000, { code: 'COUPON_EXPIRED' }],
    [
      'a code past its expiry',
      { ...nowruz, expiresAt: new Date('2026-11-25T11:59:59Z') },
      {},
      6_000_000,
      { code: 'COUPON_EXPIRED' },
    ],
    [
      'a code expiring this very second',
      { ...nowruz, expiresAt: now },
      {},
      6_000_000,
      { code: 'COUPON_EXPIRED' },
    ],
    ['a code that never expires', { ...nowruz, expiresAt: null }, {}, 6_000_000, null],
    ['a code used up', { ...nowruz, used: 1000 }, {}, 6_000_000, { code: 'COUPON_USED_UP' }],
    ['no overall limit', { ...nowruz, usageLimit: null, used: 99_999 }, {}, 6_000_000, null],
    [
      'used by this customer already',
      nowruz,
      { usedByCustomer: 1 },
      6_000_000,
      { code: 'COUPON_ALREADY_USED' },
    ],
    ['no per-customer limit', { ...nowruz, perCustomerLimit: null }, { usedByCustomer: 5 }, 6_000_000, null],
    [
      'a referral code on a first order',
      { ...nowruz, firstPurchaseOnly: true },
      { ordersPlaced: 0 },
      6_000_000,
      null,
    ],
    [
      'a referral code after the first order',
      { ...nowruz, firstPurchaseOnly: true },
      {},
      6_000_000,
      { code: 'COUPON_FIRST_PURCHASE_ONLY' },
    ],
    [
      'below the minimum, said in tomans',
      nowruz,
      {},
      4_999_990,
      { code: 'COUPON_BELOW_MINIMUM', params: { min: '۵۰۰٬۰۰۰ تومان' } },
    ],
  ])('%s', (_name, coupon, who, goods, refusal) => {
    expect(couponRefusal(coupon, { ...customer, ...who }, goods, now)).toEqual(refusal);
  });
});
