import { describe, expect, it } from 'vitest';
import { priceBundle } from './bundle-pricing.ts';

describe('priceBundle: the sum of the components, less the bundle’s percent, in whole tomans', () => {
  it.each([
    [[], 0, 0, 0],
    [[{ unitPrice: 100_000, count: 1 }], 0, 100_000, 100_000],
    [
      [
        { unitPrice: 100_000, count: 2 },
        { unitPrice: 50_000, count: 1 },
      ],
      10,
      250_000,
      225_000,
    ],
    // 333,330 less 15% is 283,330.5 rials, i.e. 28,333.05 tomans: rounded to 28,333 tomans.
    [[{ unitPrice: 111_110, count: 3 }], 15, 333_330, 283_330],
    [[{ unitPrice: 99_990, count: 1 }], 100, 99_990, 0],
  ])('%j less %i%% costs %i, %i after the discount', (components, percent, price, discounted) => {
    expect(priceBundle(components, percent)).toEqual({ price, price_by_discount: discounted });
  });

  it('refuses a percent outside 0–100', () => {
    expect(() => priceBundle([{ unitPrice: 10_000, count: 1 }], 101)).toThrow(RangeError);
  });
});
