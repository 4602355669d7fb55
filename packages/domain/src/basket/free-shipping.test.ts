import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from './free-shipping.ts';

describe('freeShippingProgress: total / threshold; free when the rounded total exceeds it (storefront.md §9)', () => {
  it.each([
    ['empty basket', 0, 5_000_000, { progress: 0, is_free: false, remaining: 5_000_010 }],
    ['half way', 2_500_000, 5_000_000, { progress: 0.5, is_free: false, remaining: 2_500_010 }],
    [
      'exactly at the threshold is not above it',
      5_000_000,
      5_000_000,
      { progress: 1, is_free: false, remaining: 10 },
    ],
    ['one toman above', 5_000_010, 5_000_000, { progress: 1, is_free: true, remaining: 0 }],
    [
      'rial fractions round to the toman: 5,000,004 is 500,000 tomans',
      5_000_004,
      5_000_000,
      { is_free: false },
    ],
    ['5,000,005 rounds up to 500,001 tomans', 5_000_005, 5_000_000, { is_free: true, remaining: 0 }],
    ['far above, progress stops at 1', 9_000_000, 5_000_000, { progress: 1, is_free: true }],
    ['no threshold: always free', 1_000, 0, { threshold: 0, progress: 1, is_free: true, remaining: 0 }],
  ])('%s', (_name, total, threshold, expected) => {
    expect(freeShippingProgress(total, threshold)).toMatchObject(expected);
  });
});
