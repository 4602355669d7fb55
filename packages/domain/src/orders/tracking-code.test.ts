import { describe, expect, it } from 'vitest';
import { formatTrackingCode, readTrackingCode, trackingCodeFrom } from './tracking-code.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('trackingCodeFrom', () => {
  it.each([
    [bytes(0, 0, 0, 0, 0, 0, 0, 0), '1000000005'],
    [bytes(0, 0, 0, 0, 0, 0, 0, 1), '1000000018'],
    [bytes(255, 255, 255, 255, 255, 255, 255, 255)],
    [bytes(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)],
  ])('%j gives ten digits that read back', (random, expected?: string) => {
    const code = trackingCodeFrom(random);
    expect(code).toMatch(/^[1-9]\d{9}$/);
    if (expected) expect(code).toBe(expected);
    expect(readTrackingCode(code)).toBe(code);
  });

  it('needs eight random bytes', () => {
    expect(() => trackingCodeFrom(bytes(1, 2, 3))).toThrow(RangeError);
  });

  it('gives different codes for different bytes', () => {
    const codes = new Set(
      Array.from({ length: 200 }, (_, i) => trackingCodeFrom(bytes(0, 0, 0, 0, 0, 0, i >> 8, i & 255))),
    );
    expect(codes.size).toBe(200);
  });
});

describe('readTrackingCode', () => {
  const code = trackingCodeFrom(bytes(9, 8, 7, 6, 5, 4, 3, 2));

  it.each([
    ['as typed', code],
    ['in Persian digits with a dash', formatTrackingCode(code)],
    ['with spaces', `${code.slice(0, 5)} ${code.slice(5)}`],
  ])('reads it %s', (_how, text) => {
    expect(readTrackingCode(text)).toBe(code);
  });

  it('refuses every single wrong digit and every swap of neighbours', () => {
    for (let at = 0; at < code.length; at++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === code[at]) continue;
        const wrong = `${code.slice(0, at)}${digit}${code.slice(at + 1)}`;
        expect(readTrackingCode(wrong)).toBeNull();
      }
      if (at + 1 < code.length && code[at] !== code[at + 1]) {
        const swapped = `${code.slice(0, at)}${code[at + 1]}${code[at]}${code.slice(at + 2)}`;
        expect(readTrackingCode(swapped)).toBeNull();
      }
    }
  });

  it.each([[''], ['123'], ['0123456789'], ['12345678901'], ['abcdefghij']])('refuses %j', (text) => {
    expect(readTrackingCode(text)).toBeNull();
  });
});

describe('formatTrackingCode', () => {
  it('writes two halves in Persian digits', () => {
    expect(formatTrackingCode('1234567890')).toBe('۱۲۳۴۵-۶۷۸۹۰');
  });
});
