import { describe, expect, it } from 'vitest';
import { computePayable, couponDiscountOf, type PayableInput } from './payable.ts';

// Amounts in rials. The threshold is 5,000,000 rials (500,000 tomans); shipping 300,000; slot 50,000.
const base: PayableInput = {
  subtotal: 2_000_000,
  companyDiscountPercent: 0,
  coupon: null,
  slotPrice: 50_000,
  shipping: { amount: 300_000, freeForCompanies: false, centreCost: null, isCompanyOrder: false },
  freeShippingThreshold: 5_000_000,
  walletBalance: 0,
  useWallet: false,
  payDebt: false,
};
const company = (centreCost: number | null, freeForCompanies = false) => ({
  shipping: { amount: 300_000, freeForCompanies, centreCost, isCompanyOrder: true },
});

describe('computePayable: every case of checkout-and-account.md §9', () => {
  it.each<[string, Partial<PayableInput>, Partial<ReturnType<typeof computePayable>>]>([
    ['goods, slot and shipping', {}, { goods: 2_000_000, due: 2_350_000, payable: 2_350_000 }],
    [
      'a company discount of 10%',
      { companyDiscountPercent: 10 },
      { companyDiscount: 200_000, goods: 1_800_000, payable: 2_150_000 },
    ],
    [
      'a percent coupon',
      { coupon: { type: 1, value: 10, flooring: 0 } },
      { couponDiscount: 200_000, goods: 1_800_000, payable: 2_150_000 },
    ],
    [
      'a percent coupon rounded to whole tomans',
      { subtotal: 1_234_570, coupon: { type: 1, value: 15, flooring: 0 } },
      { couponDiscount: 185_190, goods: 1_049_380 },
    ],
    [
      'an amount coupon',
      { coupon: { type: 2, value: 500_000, flooring: 0 } },
      { couponDiscount: 500_000, goods: 1_500_000, payable: 1_850_000 },
    ],
    [
      'an amount coupon above the goods takes the goods only',
      { subtotal: 300_000, coupon: { type: 2, value: 500_000, flooring: 0 } },
      { couponDiscount: 300_000, goods: 0, payable: 350_000 },
    ],
    [
      'a coupon below its minimum takes nothing and says so',
      { coupon: { type: 1, value: 10, flooring: 5_000_000 } },
      { couponDiscount: 0, couponBelowMinimum: true, goods: 2_000_000 },
    ],
    [
      'the minimum is read after the company discount',
      { companyDiscountPercent: 10, coupon: { type: 2, value: 100_000, flooring: 2_000_000 } },
      { couponDiscount: 0, couponBelowMinimum: true },
    ],
    [
      'goods above the threshold ship free',
      { subtotal: 6_000_000 },
      { shipping: { free: true, amount: 0, why: 'threshold' }, due: 6_050_000 },
    ],
    [
      'goods exactly at the threshold pay shipping',
      { subtotal: 5_000_000 },
      { shipping: { free: false, amount: 300_000 } },
    ],
    [
      'goods 4 rials above the threshold are 500,000 tomans, as the basket bar reads them: shipping is paid',
      { subtotal: 5_000_004 },
      { shipping: { free: false, amount: 300_000 } },
    ],
    [
      'the threshold is read after the coupon',
      { subtotal: 5_400_000, coupon: { type: 2, value: 500_000, flooring: 0 } },
      { goods: 4_900_000, shipping: { free: false, amount: 300_000 } },
    ],
    [
      'a method that costs nothing',
      { shipping: { ...base.shipping, amount: 0 } },
      { shipping: { free: true, amount: 0, why: 'free-method' }, payable: 2_050_000 },
    ],
    [
      'a company order on a method free for companies',
      company(null, true),
      { shipping: { free: true, amount: 0, why: 'company' } },
    ],
    ['a company centre that ships free', company(0), { shipping: { free: true, amount: 0, why: 'company' } }],
    ['a company centre with a fixed cost', company(120_000), { shipping: { free: false, amount: 120_000 } }],
    [
      'a company centre with no cost of its own',
      company(null),
      { shipping: { free: false, amount: 300_000 } },
    ],
    [
      'a personal order ignores free-for-companies',
      { shipping: { ...base.shipping, freeForCompanies: true } },
      { shipping: { free: false, amount: 300_000 } },
    ],
    [
      'a wallet that covers everything, shipping and slot included',
      { walletBalance: 9_000_000, useWallet: true },
      { walletSpent: 2_350_000, payable: 0 },
    ],
    [
      'a wallet that covers part',
      { walletBalance: 1_000_000, useWallet: true },
      { walletSpent: 1_000_000, payable: 1_350_000 },
    ],
    ['a wallet not used', { walletBalance: 1_000_000 }, { walletSpent: 0, payable: 2_350_000 }],
    [
      'a negative wallet spends nothing',
      { walletBalance: -200_000, useWallet: true },
      { walletSpent: 0, debtPaid: 0, payable: 2_350_000 },
    ],
    [
      'a debt paid with the order',
      { walletBalance: -200_000, payDebt: true },
      { debtPaid: 200_000, payable: 2_550_000 },
    ],
    [
      'everything at once',
      {
        subtotal: 4_000_000,
        companyDiscountPercent: 5,
        coupon: { type: 2, value: 300_000, flooring: 1_000_000 },
        walletBalance: 500_000,
        useWallet: true,
        ...company(150_000),
      },
      {
        companyDiscount: 200_000,
        couponDiscount: 300_000,
        goods: 3_500_000,
        due: 3_700_000,
        walletSpent: 500_000,
        payable: 3_200_000,
      },
    ],
  ])('%s', (_name, change, expected) => {
    const payable = computePayable({ ...base, ...change });
    expect(payable).toMatchObject(expected);
    // What always holds: the parts add up, nothing is negative, and the goods never go below 0.
    expect(payable.due).toBe(payable.goods + payable.slotPrice + payable.shipping.amount);
    expect(payable.payable).toBe(payable.due - payable.walletSpent + payable.debtPaid);
    expect(payable.payable).toBeGreaterThanOrEqual(0);
    expect(payable.goods).toBeGreaterThanOrEqual(0);
    expect(payable.goods % 10).toBe(0);
  });

  it.each([
    [{ subtotal: -1 }],
    [{ subtotal: 10.5 }],
    [{ slotPrice: -10 }],
    [{ companyDiscountPercent: 120 }],
    [{ walletBalance: Number.NaN }],
    [{ shipping: { ...base.shipping, centreCost: -5 } }],
    [{ freeShippingThreshold: -1 }],
  ])('refuses bad amounts %j', (change) => {
    expect(() => computePayable({ ...base, ...change })).toThrow(RangeError);
  });
});

describe('couponDiscountOf', () => {
  it.each([
    [{ type: 1, value: 100, flooring: 0 }, 1_000_000, 1_000_000],
    [{ type: 1, value: 0, flooring: 0 }, 1_000_000, 0],
    [{ type: 2, value: 25_000, flooring: 0 }, 1_000_000, 25_000],
    [{ type: 2, value: 25_005, flooring: 0 }, 1_000_000, 25_010],
    [{ type: 2, value: 10_000, flooring: 1_000_000 }, 999_990, 0],
    [{ type: 2, value: 10_000, flooring: 1_000_000 }, 1_000_000, 10_000],
  ] as const)('%j on %i takes %i', (coupon, goods, off) => {
    expect(couponDiscountOf(coupon, goods)).toBe(off);
  });
});
