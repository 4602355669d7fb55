import { describe, expect, it } from 'vitest';
import { priceBundle } from './bundle-pricing.ts';

describe('priceBundle: the sum less the bundle’s percent, rounded down to a round figure (decision 67)', () => {
  it.each([
    ['no components', [], 10, 0, 0],
    [
      'no percent: the sum as it is, odd tens included',
      [{ unitPrice: 123_450, count: 1 }],
      0,
      123_450,
      123_450,
    ],
    [
      'already round',
      [
        { unitPrice: 1_000_000, count: 2 },
        { unitPrice: 500_000, count: 1 },
      ],
      10,
      2_500_000,
      2_250_000,
    ],
    // The customers' example: 18,627,300 rials less 15% is 15,833,205 (1,583,320.5 tomans) → 1,583,000.
    [
      'over 100,000 tomans: down to 1,000 tomans',
      [{ unitPrice: 6_209_100, count: 3 }],
      15,
      18_627_300,
      15_830_000,
    ],
    // 333,330 less 15% is 28,333.05 tomans: under 100,000 tomans, so down to 100 tomans, 28,300.
    ['10,000–100,000 tomans: down to 100 tomans', [{ unitPrice: 111_110, count: 3 }], 15, 333_330, 283_000],
    ['1,000–10,000 tomans: down to 10 tomans', [{ unitPrice: 50_990, count: 1 }], 10, 50_990, 45_800],
    ['under 1,000 tomans: down to the toman', [{ unitPrice: 9_990, count: 1 }], 10, 9_990, 8_990],
    // A hundred steps is enough for a step: 100,000 tomans ends on 1,000s, 99,999.2 on 100s.
    [
      'exactly 100,000 tomans after the percent',
      [{ unitPrice: 1_250_000, count: 1 }],
      20,
      1_250_000,
      1_000_000,
    ],
    ['just under 100,000 tomans', [{ unitPrice: 1_249_990, count: 1 }], 20, 1_249_990, 999_000],
    ['a free bundle', [{ unitPrice: 99_990, count: 1 }], 100, 99_990, 0],
  ])('%s', (_name, components, percent, price, discounted) => {
    expect(priceBundle(components, percent)).toEqual({ price, price_by_discount: discounted });
  });

  it('never charges above the exact discounted price, nor gives away 1% or more of it', () => {
    // A fixed multiplicative sequence over sums from a few tomans to tens of millions (no randomness).
    for (let i = 1; i < 3000; i += 1) {
      const sum = 10 * (1 + ((i * 2_654_435_761) % 10 ** (1 + (i % 8))));
      const percent = 1 + (i % 99);
      const exact = (sum * (100 - percent)) / 100;
      const { price_by_discount: rounded } = priceBundle([{ unitPrice: sum, count: 1 }], percent);
      expect(rounded).toBeLessThanOrEqual(exact);
      expect(rounded % 10).toBe(0);
      if (exact >= 1_000) expect(exact - rounded).toBeLessThan(exact / 100);
    }
  });

  it.each([101, -1, 12.5])('refuses a percent of %s', (percent) => {
    expect(() => priceBundle([{ unitPrice: 10_000, count: 1 }], percent)).toThrow(RangeError);
  });
});
