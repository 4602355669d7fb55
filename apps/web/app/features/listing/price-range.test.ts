import { describe, expect, it } from 'vitest';
import { emptyFilters } from './listing-filters.ts';
import { priceBounds, priceSelection, sliderValue, typedPrice, typedRange } from './price-range.ts';

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

describe('the typed «از» and «تا» fields', () => {
  const bounds = { min: 10_000, max: 900_000 };

  it.each([
    { typed: '۵۳۷٬۰۰۰', tomans: 537_000, why: 'Persian digits with the Persian thousands separator' },
    { typed: '537,000', tomans: 537_000, why: 'Latin digits with commas' },
    { typed: ' ٥٣٧ ٠٠٠ ', tomans: 537_000, why: 'Arabic digits with spaces' },
    { typed: '5000', tomans: 10_000, why: 'below the range: the lowest price' },
    { typed: '۲٬۰۰۰٬۰۰۰', tomans: 900_000, why: 'above the range: the highest price' },
    { typed: 'ارزان', tomans: null, why: 'not a number' },
    { typed: '12.5', tomans: null, why: 'not a whole number of tomans' },
  ])('$typed → $tomans ($why)', ({ typed, tomans }) => {
    expect(typedPrice(typed, 'min', bounds)).toBe(tomans);
  });

  it('reads an empty field as no limit at its end', () => {
    expect(typedPrice('', 'min', bounds)).toBe(10_000);
    expect(typedPrice('  ', 'max', bounds)).toBe(900_000);
  });

  it('applies an ordered range, and refuses a minimum above the maximum or a word', () => {
    expect(typedRange(['۲۰٬۰۰۰', '150000'], bounds)).toEqual({ ok: true, value: [20_000, 150_000] });
    expect(typedRange(['', '۴۰٬۰۰۰'], bounds)).toEqual({ ok: true, value: [10_000, 40_000] });
    expect(typedRange(['۹۰٬۰۰۰', '۴۰٬۰۰۰'], bounds)).toEqual({ ok: false, problem: 'minAboveMax' });
    expect(typedRange(['x', '۴۰٬۰۰۰'], bounds)).toEqual({ ok: false, problem: 'notANumber' });
  });
});
