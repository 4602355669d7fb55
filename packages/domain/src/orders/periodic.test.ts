import { describe, expect, it } from 'vitest';
import { nextPeriodicDay } from './periodic.ts';

describe('the next day of a periodic order', () => {
  it.each([
    // [given (Gregorian), its Solar Hijri day, type, next]
    ['2026-11-25', '4 Azar 1405', 3, '2026-12-02'],
    ['2026-12-29', '8 Dey 1405', 3, '2027-01-05'],
    ['2026-11-25', '4 Azar 1405', 4, '2026-12-25'], // 4 Dey 1405
    ['2026-09-22', '31 Shahrivar 1405', 4, '2026-10-22'], // Mehr has 30 days: 30 Mehr
    ['2026-02-19', '30 Bahman 1404', 4, '2026-03-20'], // 1404's Esfand has 29 days: 29 Esfand
    ['2025-02-18', '30 Bahman 1403', 4, '2025-03-20'], // 1403 is leap: 30 Esfand
    ['2026-02-20', '1 Esfand 1404', 4, '2026-03-21'], // 1 Farvardin 1405, Nowruz
    ['2026-11-25', '4 Azar 1405', 1, null],
  ] as const)('%s (%s), type %i → %s', (day, _jalali, type, next) => {
    expect(nextPeriodicDay(day, type)).toBe(next);
  });

  it('refuses what is not a calendar day', () => {
    expect(() => nextPeriodicDay('25/11/2026', 3)).toThrow(RangeError);
  });
});
