import { describe, expect, it } from 'vitest';
import { isValidNationalCode, normalizeNationalCode } from './national-code.ts';

describe('normalizeNationalCode', () => {
  it.each([
    { rule: 'Persian digits become Latin', input: '۰۴۹۹۳۷۰۸۹۹', expected: '0499370899' },
    { rule: 'Arabic-Indic digits become Latin', input: '٠٤٩٩٣٧٠٨٩٩', expected: '0499370899' },
    { rule: 'dashes are removed', input: '049-937089-9', expected: '0499370899' },
    { rule: 'spaces are removed', input: ' 049 937 0899 ', expected: '0499370899' },
    { rule: '9 digits are left-padded to 10', input: '499370899', expected: '0499370899' },
    { rule: '8 digits are left-padded to 10', input: '12345679', expected: '0012345679' },
    { rule: '7 digits are not padded', input: '1234567', expected: '1234567' },
    { rule: '11 digits are left alone', input: '04993708990', expected: '04993708990' },
    { rule: 'non-digits are kept for validation to reject', input: '04993708x9', expected: '04993708x9' },
  ])('$rule', ({ input, expected }) => {
    expect(normalizeNationalCode(input)).toBe(expected);
  });
});

describe('isValidNationalCode accepts codes whose check digit matches', () => {
  // Check digits computed by hand, e.g. 0499370899: Σ = 0·10+4·9+9·8+9·7+3·6+7·5+0·4+8·3+9·2 = 266,
  // 266 mod 11 = 2 ≥ 2, so the check digit is 11 − 2 = 9.
  it.each([
    { why: 'remainder ≥ 2 (check = 11 − r)', input: '0499370899' },
    { why: 'remainder 2 → check 9', input: '0012345679' },
    { why: 'remainder 1 → check 1', input: '1234567891' },
    { why: 'remainder 0 → check 0', input: '0001234560' },
    { why: 'remainder 3 → check 8', input: '0076543218' },
    { why: 'another valid code', input: '2720000019' },
    { why: 'Persian digits', input: '۰۴۹۹۳۷۰۸۹۹' },
    { why: 'written with dashes', input: '049-937089-9' },
    { why: 'leading zero dropped', input: '499370899' },
    { why: 'two leading zeros dropped', input: '12345679' },
  ])('$why: $input', ({ input }) => {
    expect(isValidNationalCode(input)).toBe(true);
  });
});

describe('isValidNationalCode rejects', () => {
  it.each([
    { why: 'a wrong check digit', input: '0499370898' },
    { why: 'check = r when r ≥ 2', input: '0499370892' },
    { why: 'check 0 when remainder is 1', input: '1234567890' },
    { why: 'check ≠ 0 when remainder is 0', input: '0001234561' },
    { why: 'a swapped pair of digits', input: '0499730899' },
    { why: 'all zeros', input: '0000000000' },
    { why: 'all ones, which satisfies the arithmetic', input: '1111111111' },
    { why: 'all nines', input: '۹۹۹۹۹۹۹۹۹۹' },
    { why: 'too short', input: '1234567' },
    { why: 'too long', input: '04993708990' },
    { why: 'a letter', input: '04993708a9' },
    { why: 'empty', input: '' },
  ])('$why: "$input"', ({ input }) => {
    expect(isValidNationalCode(input)).toBe(false);
  });
});
