import { describe, expect, it } from 'vitest';
import { formatTehranDate, formatTehranDateTime, formatTehranDay } from './tehran-time.ts';

describe('formatTehranDateTime', () => {
  it("writes the Solar Hijri day and Tehran's hour in Persian digits", () => {
    expect(formatTehranDateTime(new Date('2026-11-18T15:00:00Z'))).toBe('۲۷ آبان ۱۴۰۵، ساعت ۱۸:۳۰');
  });

  it("turns the day at Tehran's midnight, not UTC's", () => {
    expect(formatTehranDateTime(new Date('2026-11-18T20:35:00Z'))).toBe('۲۸ آبان ۱۴۰۵، ساعت ۰۰:۰۵');
  });
});

describe('formatTehranDay', () => {
  it('names a calendar day by its weekday and Solar Hijri day', () => {
    expect(formatTehranDay('2026-11-27')).toBe('جمعه ۶ آذر');
    expect(formatTehranDay('2027-03-21')).toBe('یکشنبه ۱ فروردین');
  });
});

describe('formatTehranDate', () => {
  it("writes Tehran's Solar Hijri day, turning at Tehran's midnight", () => {
    expect(formatTehranDate(new Date('2026-11-18T20:29:59Z'))).toBe('۲۷ آبان ۱۴۰۵');
    expect(formatTehranDate(new Date('2026-11-18T20:30:00Z'))).toBe('۲۸ آبان ۱۴۰۵');
  });
});
