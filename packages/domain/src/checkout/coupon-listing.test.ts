import { describe, expect, it } from 'vitest';
import { formatLastDayOfUse, isCouponActive } from './coupon-listing.ts';
import type { CouponCustomer, CouponFacts } from './coupon-rules.ts';

const now = new Date('2026-11-25T12:00:00Z');
const welcome: CouponFacts = {
  type: 2,
  value: 100_000,
  flooring: 0,
  active: true,
  expiresAt: new Date('2026-12-25T20:30:00Z'),
  usageLimit: 1,
  used: 0,
  perCustomerLimit: 1,
  firstPurchaseOnly: true,
};
const newcomer: CouponCustomer = { usedByCustomer: 0, ordersPlaced: 0 };

describe('isCouponActive', () => {
  it.each<[string, Partial<CouponFacts>, Partial<CouponCustomer>, boolean]>([
    ['a fresh welcome code', {}, {}, true],
    ['a code with a minimum is still active (the basket decides)', { flooring: 50_000_000 }, {}, true],
    ['switched off', { active: false }, {}, false],
    ['past its expiry', { expiresAt: new Date('2026-11-25T11:59:59Z') }, {}, false],
    ['expiring this very second', { expiresAt: now }, {}, false],
    ['never expiring', { expiresAt: null }, {}, true],
    ['used up overall', { used: 1 }, {}, false],
    ['used by this customer', { usageLimit: null }, { usedByCustomer: 1 }, false],
    ['a first-purchase code after a first order', {}, { ordersPlaced: 1 }, false],
    ['another code after orders', { firstPurchaseOnly: false }, { ordersPlaced: 3 }, true],
  ])('%s: %s', (_name, facts, customer, expected) => {
    expect(isCouponActive({ ...welcome, ...facts }, { ...newcomer, ...customer }, now)).toBe(expected);
  });
});

describe('formatLastDayOfUse', () => {
  it('names the day before an expiry at Tehran’s midnight, and the day itself otherwise', () => {
    expect(formatLastDayOfUse(new Date('2026-12-22T20:30:00Z'))).toBe('۱ دی ۱۴۰۵');
    expect(formatLastDayOfUse(new Date('2026-12-23T08:00:00Z'))).toBe('۲ دی ۱۴۰۵');
  });
});
