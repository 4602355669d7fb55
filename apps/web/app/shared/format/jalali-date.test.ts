import { describe, expect, it } from 'vitest';
import { formatJalaliDate } from './jalali-date.ts';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('formatJalaliDate', () => {
  it('writes the Solar Hijri day, month name and year in Persian digits', () => {
    expect(formatJalaliDate(seconds('2026-11-18T09:00:00Z'))).toBe('۲۷ آبان ۱۴۰۵');
  });

  it('turns the day at midnight in Tehran, not in UTC (Nowruz 1405 begins 20:30 UTC)', () => {
    expect(formatJalaliDate(seconds('2026-03-20T20:29:00Z'))).toBe('۲۹ اسفند ۱۴۰۴');
    expect(formatJalaliDate(seconds('2026-03-20T20:30:00Z'))).toBe('۱ فروردین ۱۴۰۵');
  });
});
