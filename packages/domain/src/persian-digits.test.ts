import { describe, expect, it } from 'vitest';
import { toLatinDigits, toPersianDigits } from './persian-digits.ts';

const LATIN = '0123456789';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

const digitTable = [...LATIN].map((latin, i) => ({
  latin,
  persian: PERSIAN[i] ?? '',
  arabic: ARABIC_INDIC[i] ?? '',
}));

describe('toPersianDigits', () => {
  it.each(digitTable)('turns Latin $latin into Persian $persian', ({ latin, persian }) => {
    expect(toPersianDigits(latin)).toBe(persian);
  });

  it.each(digitTable)('turns Arabic-Indic $arabic into Persian $persian', ({ arabic, persian }) => {
    expect(toPersianDigits(arabic)).toBe(persian);
  });

  it.each([
    { value: 0, expected: '۰' },
    { value: 1404, expected: '۱۴۰۴' },
    { value: -25, expected: '-۲۵' },
    { value: 2.5, expected: '۲.۵' },
  ])('formats the number $value through its string form', ({ value, expected }) => {
    expect(toPersianDigits(value)).toBe(expected);
  });

  it.each([
    { input: 'کد 12 و ٣٤', expected: 'کد ۱۲ و ۳۴' },
    { input: 'abc-XYZ', expected: 'abc-XYZ' },
    { input: '', expected: '' },
  ])('leaves everything but digits untouched in "$input"', ({ input, expected }) => {
    expect(toPersianDigits(input)).toBe(expected);
  });
});

describe('toLatinDigits', () => {
  it.each(digitTable)('turns Persian $persian into Latin $latin', ({ persian, latin }) => {
    expect(toLatinDigits(persian)).toBe(latin);
  });

  it.each(digitTable)('turns Arabic-Indic $arabic into Latin $latin', ({ arabic, latin }) => {
    expect(toLatinDigits(arabic)).toBe(latin);
  });

  it.each([
    { input: 'پلاک ۱۲، واحد ٣', expected: 'پلاک 12، واحد 3' },
    { input: '0912-345', expected: '0912-345' },
    { input: '۱٬۲۵۰', expected: '1٬250' },
  ])('leaves everything but digits untouched in "$input"', ({ input, expected }) => {
    expect(toLatinDigits(input)).toBe(expected);
  });
});
