import { describe, expect, it } from 'vitest';
import { hasLatinLetter, isLatinLetterKey, isPersianName } from './persian-name.ts';

describe('Persian names', () => {
  it.each([
    ['علی', true],
    ['نیک‌نام', true],
    ['محمد رضا', true],
    ['Ali', false],
    ['علیa', false],
    ['علی۱', false],
    ['علی!', false],
  ])('%s is a Persian name: %s', (value, expected) => {
    expect(isPersianName(value)).toBe(expected);
  });

  it('spots a Latin letter typed on an English keyboard', () => {
    expect(hasLatinLetter('سلامs')).toBe(true);
    expect(hasLatinLetter('سلام')).toBe(false);
    expect(isLatinLetterKey('a')).toBe(true);
    expect(isLatinLetterKey('ش')).toBe(false);
    expect(isLatinLetterKey('Backspace')).toBe(false);
  });
});
