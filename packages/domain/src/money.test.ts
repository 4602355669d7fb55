import { describe, expect, it } from 'vitest';
import {
  applyPercent,
  discountPercent,
  effectivePrice,
  formatNumberFa,
  formatPercent,
  formatRial,
  formatToman,
  rialsToTomans,
  tomansToRials,
} from './money.ts';

const NOT_SAFE_INTEGERS = [1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1];

describe('rialsToTomans divides by ten and rounds half away from zero', () => {
  it.each([
    { rials: 0, tomans: 0 },
    { rials: 125000, tomans: 12500 },
    { rials: 125004, tomans: 12500 },
    { rials: 125005, tomans: 12501 },
    { rials: 125009, tomans: 12501 },
    { rials: -125005, tomans: -12501 },
    { rials: -125004, tomans: -12500 },
    { rials: 5, tomans: 1 },
    { rials: Number.MAX_SAFE_INTEGER, tomans: 900719925474099 },
  ])('$rials rials → $tomans tomans', ({ rials, tomans }) => {
    expect(rialsToTomans(rials)).toBe(tomans);
  });

  it('never returns negative zero', () => {
    expect(Object.is(rialsToTomans(-4), 0)).toBe(true);
  });

  it.each(NOT_SAFE_INTEGERS)('rejects %s rials', (rials) => {
    expect(() => rialsToTomans(rials)).toThrow(RangeError);
  });
});

describe('tomansToRials multiplies by ten', () => {
  it.each([
    { tomans: 0, rials: 0 },
    { tomans: 12500, rials: 125000 },
    { tomans: -3, rials: -30 },
  ])('$tomans tomans → $rials rials', ({ tomans, rials }) => {
    expect(tomansToRials(tomans)).toBe(rials);
  });

  it.each([...NOT_SAFE_INTEGERS, Math.ceil(Number.MAX_SAFE_INTEGER / 10)])('rejects %s tomans', (tomans) => {
    expect(() => tomansToRials(tomans)).toThrow(RangeError);
  });
});

describe('formatNumberFa uses Persian digits and the Arabic thousands separator', () => {
  it.each([
    { n: 0, text: '۰' },
    { n: 999, text: '۹۹۹' },
    { n: 12500, text: '۱۲٬۵۰۰' },
    { n: 1234567, text: '۱٬۲۳۴٬۵۶۷' },
    { n: 1.5, text: '۱٫۵' },
    { n: -12500, text: '\u200e−۱۲٬۵۰۰' },
    { n: -0, text: '۰' },
  ])('$n → $text', ({ n, text }) => {
    expect(formatNumberFa(n)).toBe(text);
  });

  // Written out by hand for speed in the browser; ICU (Node's Intl) is the reference it must match.
  it("prints what Intl.NumberFormat('fa-IR') prints for whole numbers and up to three decimals", () => {
    const intl = new Intl.NumberFormat('fa-IR');
    const values = [1, 10, 100, 1000, 10_000, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER, 0.001, 12.05];
    // Spread over every length up to 15 digits by a fixed multiplicative sequence (no randomness here).
    for (let i = 0; i < 2000; i += 1) {
      const whole = 1 + ((i * 2_654_435_761) % 10 ** (1 + (i % 15)));
      values.push(whole);
      // Decimals only where a double still holds them exactly enough (a price never has any).
      if (whole < 1e9) values.push(whole + ((i * 7919) % 1000) / 1000);
    }
    for (const n of values) {
      expect(formatNumberFa(n)).toBe(intl.format(n));
      expect(formatNumberFa(-n)).toBe(intl.format(-n));
    }
  });

  it('refuses what is not a finite number', () => {
    expect(() => formatNumberFa(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumberFa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatToman shows rials as tomans with the تومان label', () => {
  it.each([
    { rials: 125000, text: '۱۲٬۵۰۰ تومان' },
    { rials: 0, text: '۰ تومان' },
    { rials: 15, text: '۲ تومان' },
  ])('$rials rials → $text', ({ rials, text }) => {
    expect(formatToman(rials)).toBe(text);
  });

  it('rejects a fractional amount', () => {
    expect(() => formatToman(10.5)).toThrow(RangeError);
  });
});

describe('formatRial shows rials unchanged with the ریال label', () => {
  it.each([
    { rials: 125000, text: '۱۲۵٬۰۰۰ ریال' },
    { rials: 10, text: '۱۰ ریال' },
  ])('$rials rials → $text', ({ rials, text }) => {
    expect(formatRial(rials)).toBe(text);
  });

  it('rejects a fractional amount', () => {
    expect(() => formatRial(10.5)).toThrow(RangeError);
  });
});

describe('discountPercent is the rounded share taken off the price, never negative', () => {
  it.each([
    { price: 100000, discounted: 75000, percent: 25 },
    { price: 30000, discounted: 25500, percent: 15 },
    { price: 90000, discounted: 60000, percent: 33 },
    { price: 90000, discounted: 30000, percent: 67 },
    { price: 200000, discounted: 199000, percent: 1 },
    { price: 100000, discounted: 99999, percent: 0 },
    { price: 100000, discounted: 0, percent: 100 },
  ])('$price → $discounted is $percent%', ({ price, discounted, percent }) => {
    expect(discountPercent(price, discounted)).toBe(percent);
  });

  it.each([
    { case: 'no discounted price', price: 100000, discounted: null },
    { case: 'zero price', price: 0, discounted: 0 },
    { case: 'negative price', price: -100, discounted: -200 },
    { case: 'discounted price equal to price', price: 100000, discounted: 100000 },
    { case: 'discounted price above price', price: 100000, discounted: 120000 },
    { case: 'negative discounted price', price: 100000, discounted: -10 },
  ])('is 0 with $case', ({ price, discounted }) => {
    expect(discountPercent(price, discounted)).toBe(0);
  });

  it.each([
    { price: 100.5, discounted: 50 },
    { price: 100, discounted: 50.5 },
  ])('rejects non-integer money ($price, $discounted)', ({ price, discounted }) => {
    expect(() => discountPercent(price, discounted)).toThrow(RangeError);
  });
});

describe('effectivePrice is what the customer pays', () => {
  it.each([
    { case: 'a real discount', price: 100000, discounted: 75000, pays: 75000 },
    { case: 'a free item', price: 100000, discounted: 0, pays: 0 },
    { case: 'no discounted price', price: 100000, discounted: null, pays: 100000 },
    { case: 'a discounted price equal to the price', price: 100000, discounted: 100000, pays: 100000 },
    { case: 'a discounted price above the price', price: 100000, discounted: 120000, pays: 100000 },
    { case: 'a negative discounted price', price: 100000, discounted: -10, pays: 100000 },
  ])('with $case pays $pays', ({ price, discounted, pays }) => {
    expect(effectivePrice(price, discounted)).toBe(pays);
  });

  it('rejects non-integer money', () => {
    expect(() => effectivePrice(100000, 75000.5)).toThrow(RangeError);
  });
});

describe('applyPercent takes a percentage off and rounds to a whole toman', () => {
  it.each([
    { rials: 1000000, percent: 10, result: 900000 },
    { rials: 1000000, percent: 0, result: 1000000 },
    { rials: 1000000, percent: 100, result: 0 },
    { rials: 1000000, percent: 12.5, result: 875000 },
    { rials: 123450, percent: 15, result: 104930 },
    { rials: 123450, percent: 7, result: 114810 },
    { rials: 1050, percent: 50, result: 530 },
    { rials: 1040, percent: 50, result: 520 },
    { rials: 1030, percent: 50, result: 520 },
  ])('$rials − $percent% → $result', ({ rials, percent, result }) => {
    expect(applyPercent(rials, percent)).toBe(result);
    expect(result % 10).toBe(0);
  });

  it.each([-1, 101, Number.NaN, Number.POSITIVE_INFINITY])('rejects percent %s', (percent) => {
    expect(() => applyPercent(100000, percent)).toThrow(RangeError);
  });

  it('rejects non-integer rials', () => {
    expect(() => applyPercent(100.5, 10)).toThrow(RangeError);
  });
});

describe('formatPercent: Persian digits, a right-to-left mark, then ٪ (decision 67)', () => {
  it.each([
    [15, '۱۵\u200f٪'],
    [5, '۵\u200f٪'],
    [100, '۱۰۰\u200f٪'],
  ])('%i → %s', (percent, text) => {
    expect(formatPercent(percent)).toBe(text);
  });

  it('puts the sign after the number in reading order, never before it', () => {
    expect(formatPercent(12).indexOf('٪')).toBeGreaterThan(formatPercent(12).indexOf('۲'));
  });
});
