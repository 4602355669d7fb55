import { describe, expect, it } from 'vitest';
import { numberToPersianWords } from './number-words.ts';

describe('an amount in Persian words, as an invoice writes it beside the figure', () => {
  it.each([
    [0, 'صفر'],
    [7, 'هفت'],
    [10, 'ده'],
    [12, 'دوازده'],
    [19, 'نوزده'],
    [20, 'بیست'],
    [21, 'بیست و یک'],
    [90, 'نود'],
    [100, 'یکصد'],
    [105, 'یکصد و پنج'],
    [118, 'یکصد و هجده'],
    [250, 'دویست و پنجاه'],
    [999, 'نهصد و نود و نه'],
    [1000, 'یک هزار'],
    [1001, 'یک هزار و یک'],
    [12_500, 'دوازده هزار و پانصد'],
    [300_000, 'سیصد هزار'],
    [1_000_500, 'یک میلیون و پانصد'],
    [1_250_000, 'یک میلیون و دویست و پنجاه هزار'],
    [17_430_000, 'هفده میلیون و چهارصد و سی هزار'],
    [2_000_000_000, 'دو میلیارد'],
    [3_000_000_001_000, 'سه تریلیون و یک هزار'],
    [-45, 'منفی چهل و پنج'],
  ])('%d → %s', (n, words) => {
    expect(numberToPersianWords(n)).toBe(words);
  });

  it('refuses what it cannot say right: fractions, and amounts past the trillions', () => {
    expect(() => numberToPersianWords(1.5)).toThrow(RangeError);
    expect(() => numberToPersianWords(1000 ** 5)).toThrow(RangeError);
  });
});
