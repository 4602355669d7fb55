import { describe, expect, it } from 'vitest';
import {
  isSameMobile,
  keepMobileKeystroke,
  maskMobile,
  parseMobile,
  toDisplayMobile,
  toStoredMobile,
} from './mobile.ts';

describe('parseMobile accepts the ways people write an Iranian mobile', () => {
  it.each([
    { rule: 'national form', input: '09121234567' },
    { rule: 'Persian digits', input: '۰۹۱۲۱۲۳۴۵۶۷' },
    { rule: 'Arabic-Indic digits', input: '٠٩١٢١٢٣٤٥٦٧' },
    { rule: 'mixed digit scripts', input: '۰۹12١٢٣4567' },
    { rule: 'spaces', input: ' 0912 123 4567 ' },
    { rule: 'dashes', input: '0912-123-4567' },
    { rule: 'parentheses', input: '(0912) 1234567' },
    { rule: '+98 prefix', input: '+989121234567' },
    { rule: '+98 prefix with spaces', input: '+98 912 123 4567' },
    { rule: '0098 prefix', input: '00989121234567' },
    { rule: '98 prefix before 9xxxxxxxxx', input: '989121234567' },
    { rule: '10 digits starting with 9', input: '9121234567' },
    { rule: 'Persian digits with +98', input: '+۹۸۹۱۲۱۲۳۴۵۶۷' },
  ])('$rule: "$input"', ({ input }) => {
    expect(parseMobile(input)).toEqual({ ok: true, value: '09121234567' });
  });

  it('keeps the operator prefix as typed', () => {
    expect(parseMobile('09901234567')).toEqual({ ok: true, value: '09901234567' });
  });
});

describe('parseMobile rejects non-digits with MOBILE_NOT_DIGITS', () => {
  it.each(['0912abc4567', '0912.123.4567', '0912_1234567', '+09121234567', '98+9121234567', 'شماره'])(
    '"%s"',
    (input) => {
      expect(parseMobile(input)).toEqual({ ok: false, error: 'MOBILE_NOT_DIGITS' });
    },
  );
});

describe('parseMobile rejects anything but 11 digits starting with 09 with MOBILE_LENGTH', () => {
  it.each([
    { why: 'empty', input: '' },
    { why: 'only separators', input: ' - ' },
    { why: 'too short', input: '0912123456' },
    { why: 'too long', input: '091212345678' },
    { why: 'landline', input: '02112345678' },
    { why: '10 digits not starting with 9', input: '2112345678' },
    { why: '98 not followed by a mobile', input: '98212345678' },
    { why: '+98 with too few digits', input: '+98912123456' },
    { why: '+98 followed by a leading 0', input: '+9809121234567' },
  ])('$why: "$input"', ({ input }) => {
    expect(parseMobile(input)).toEqual({ ok: false, error: 'MOBILE_LENGTH' });
  });
});

describe('toStoredMobile stores the +98 form', () => {
  it.each(['09121234567', '۰۹۱۲ ۱۲۳ ۴۵۶۷', '+989121234567'])('"%s" → +989121234567', (input) => {
    expect(toStoredMobile(input)).toBe('+989121234567');
  });

  it.each(['0912123456', '0912abc4567'])('refuses to store "%s"', (input) => {
    expect(() => toStoredMobile(input)).toThrow(RangeError);
  });
});

describe('toDisplayMobile turns the country code back into 0', () => {
  it.each([
    { stored: '+989121234567', display: '09121234567' },
    { stored: '00989121234567', display: '09121234567' },
    { stored: '989121234567', display: '09121234567' },
    { stored: '09121234567', display: '09121234567' },
    { stored: ' +989121234567 ', display: '09121234567' },
    { stored: '98212345678', display: '98212345678' },
    { stored: '', display: '' },
  ])('"$stored" → "$display"', ({ stored, display }) => {
    expect(toDisplayMobile(stored)).toBe(display);
  });

  it('round-trips with toStoredMobile', () => {
    expect(toDisplayMobile(toStoredMobile('09351234567'))).toBe('09351234567');
  });
});

describe('keepMobileKeystroke lets through single digit keys only', () => {
  it.each([...'0123456789', ...'۰۱۲۳۴۵۶۷۸۹', ...'٠١٢٣٤٥٦٧٨٩'])('keeps %s', (key) => {
    expect(keepMobileKeystroke(key)).toBe(true);
  });

  it.each(['', 'a', '+', '-', ' ', '12', '۱۲', 'Backspace', '٫', '²'])('drops "%s"', (key) => {
    expect(keepMobileKeystroke(key)).toBe(false);
  });
});

describe('isSameMobile reads both numbers before comparing (a new mobile must differ)', () => {
  it.each([
    { rule: 'the same national form', a: '09121234567', b: '09121234567', same: true },
    { rule: '+98 is read as 0', a: '+989121234567', b: '09121234567', same: true },
    { rule: 'Persian digits and spaces', a: '۰۹۱۲ ۱۲۳ ۴۵۶۷', b: '09121234567', same: true },
    { rule: 'the stored form against the shown one', a: '+989121234567', b: '۰۹۱۲۱۲۳۴۵۶۷', same: true },
    { rule: 'another number', a: '09121234568', b: '09121234567', same: false },
    { rule: 'a number being typed', a: '0912123', b: '09121234567', same: false },
    { rule: 'two unreadable inputs are not one number', a: 'abc', b: 'abc', same: false },
    { rule: 'empty', a: '', b: '', same: false },
  ])('$rule', ({ a, b, same }) => {
    expect(isSameMobile(a, b)).toBe(same);
    expect(isSameMobile(b, a)).toBe(same);
  });
});

describe('maskMobile hides the middle of a number', () => {
  it.each([
    ['09121234567', '0912***4567'],
    ['+989121234567', '0912***4567'],
    ['۰۹۳۵۱۲۳۴۵۶۷', '0935***4567'],
    ['not a number', '***'],
  ])('%s → %s', (input, masked) => {
    expect(maskMobile(input)).toBe(masked);
  });
});
