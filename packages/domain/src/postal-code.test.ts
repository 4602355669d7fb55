import { describe, expect, it } from 'vitest';
import { isValidPostalCode, normalizePostalCode } from './postal-code.ts';

describe('normalizePostalCode', () => {
  it.each([
    { rule: 'Persian digits become Latin', input: '۱۴۳۵۹۱۶۴۷۱', expected: '1435916471' },
    { rule: 'Arabic-Indic digits become Latin', input: '١٤٣٥٩١٦٤٧١', expected: '1435916471' },
    { rule: 'hyphens are removed', input: '14359-16471', expected: '1435916471' },
    { rule: 'spaces are removed', input: ' 14359 16471 ', expected: '1435916471' },
    {
      rule: 'other characters are kept for validation to reject',
      input: '14359.16471',
      expected: '14359.16471',
    },
  ])('$rule', ({ input, expected }) => {
    expect(normalizePostalCode(input)).toBe(expected);
  });
});

describe('isValidPostalCode accepts 10 digits not starting with 0 or 2', () => {
  it.each(['1435916471', '۱۴۳۵۹-۱۶۴۷۱', '1991613335', '9999999998', '3000000000', '1020304050'])(
    '"%s"',
    (input) => {
      expect(isValidPostalCode(input)).toBe(true);
    },
  );
});

describe('isValidPostalCode rejects', () => {
  it.each([
    { why: 'a leading 0', input: '0435916471' },
    { why: 'a leading 2', input: '2435916471' },
    { why: 'all the same digit', input: '1111111111' },
    { why: 'all nines', input: '۹۹۹۹۹۹۹۹۹۹' },
    { why: '9 digits', input: '143591647' },
    { why: '11 digits', input: '14359164710' },
    { why: 'a letter', input: '14359a6471' },
    { why: 'empty', input: '' },
  ])('$why: "$input"', ({ input }) => {
    expect(isValidPostalCode(input)).toBe(false);
  });
});
