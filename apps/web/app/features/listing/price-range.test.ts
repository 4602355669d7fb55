import { describe, expect, it } from 'vitest';
import { emptyFilters } from './listing-filters.ts';
import { priceBounds, priceSelection, sliderValue } from './price-range.ts';

describe('the price slider', () => {
  it('turns the rial range into toman bounds on whole 1000-toman steps', () => {
    expect(priceBounds({ min: 123_450, max: 4_567_890 })).toEqual({ min: 12_000, max: 457_000 });
  });

  it('has nothing to offer when every price falls in one step', () => {
    expect(priceBounds({ min: 100_000, max: 100_000 })).toBeNull();
    expect(priceBounds({ min: 0, max: 0 })).toBeNull();
  });

  it('starts at the URL range, kept inside the bounds, or at the whole range', () => {
    const bounds = { min: 10_000, max: 90_000 };
    expect(sliderValue(emptyFilters, bounds)).toEqual([10_000, 90_000]);
    expect(sliderValue({ ...emptyFilters, minTomans: 20_000, maxTomans: 500_000 }, bounds)).toEqual([
      20_000, 90_000,
    ]);
  });

  it('treats a thumb left at its end as no limit', () => {
    const bounds = { min: 10_000, max: 90_000 };
    expect(priceSelection([10_000, 90_000], bounds)).toEqual({ minTomans: null, maxTomans: null });
    expect(priceSelection([15_000, 90_000], bounds)).toEqual({ minTomans: 15_000, maxTomans: null });
    expect(priceSelection([10_000, 40_000], bounds)).toEqual({ minTomans: null, maxTomans: 40_000 });
  });
});
