import { describe, expect, it } from 'vitest';
import { freeShippingProgress, isAboveFreeShippingThreshold } from './free-shipping.ts';

describe('freeShippingProgress: total / threshold; free when the rounded total exceeds it (storefront.md §9)', () => {
  it.each([
    [
      'empty basket: more than the whole threshold',
      0,
      5_000_000,
      { progress: 0, is_free: false, shortfall: 5_000_000 },
    ],
    // The customers' example: 22,000 tomans in the basket reads «بیش از ۴۷۸٬۰۰۰ تومان», not ۴۷۸٬۰۰۱.
    ['a round remainder', 220_000, 5_000_000, { is_free: false, shortfall: 4_780_000 }],
    ['half way', 2_500_000, 5_000_000, { progress: 0.5, is_free: false, shortfall: 2_500_000 }],
    [
      'exactly at the threshold is not above it: any addition will do',
      5_000_000,
      5_000_000,
      { progress: 1, is_free: false, shortfall: 0 },
    ],
    ['one toman above', 5_000_010, 5_000_000, { progress: 1, is_free: true, shortfall: 0 }],
    [
      'rial fractions round to the toman: 5,000,004 is 500,000 tomans',
      5_000_004,
      5_000_000,
      { is_free: false, shortfall: 0 },
    ],
    ['4,999,996 rials is 500,000 tomans too', 4_999_996, 5_000_000, { is_free: false, shortfall: 0 }],
    ['5,000,005 rounds up to 500,001 tomans', 5_000_005, 5_000_000, { is_free: true, shortfall: 0 }],
    ['a threshold in rial fractions: 500,000.5 tomans', 4_000_000, 5_000_005, { shortfall: 1_000_000 }],
    ['far above, progress stops at 1', 9_000_000, 5_000_000, { progress: 1, is_free: true }],
    ['no threshold: always free', 1_000, 0, { threshold: 0, progress: 1, is_free: true, shortfall: 0 }],
  ])('%s', (_name, total, threshold, expected) => {
    expect(freeShippingProgress(total, threshold)).toMatchObject(expected);
  });

  it('adding more than the shortfall, in whole tomans, always reaches free shipping, and adding it alone never does', () => {
    for (let total = 0; total <= 5_100_000; total += 7_919) {
      const { is_free, shortfall } = freeShippingProgress(total, 5_000_000);
      if (is_free) continue;
      expect(isAboveFreeShippingThreshold(total + shortfall, 5_000_000)).toBe(false);
      expect(isAboveFreeShippingThreshold(total + shortfall + 10, 5_000_000)).toBe(true);
    }
  });
});
