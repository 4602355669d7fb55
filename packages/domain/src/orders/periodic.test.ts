import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  nextPeriodicDay,
  periodicHorizons,
  pickRoundSlot,
  repeatPayBy,
  tehranCalendarDay,
  tehranInstant,
} from './periodic.ts';

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

describe('when a periodic round is reminded and placed', () => {
  // Tehran is UTC+03:30: 10:00 Tehran is 06:30 UTC.
  it.each([
    ['2026-11-26T06:29:00Z', '2026-11-27', '2026-11-26'], // 09:59 Tehran on the 26th: yesterday's horizons
    ['2026-11-26T06:30:00Z', '2026-11-28', '2026-11-27'], // 10:00: rounds of the 28th reminded, of the 27th placed
    ['2026-11-26T20:29:00Z', '2026-11-28', '2026-11-27'], // 23:59 Tehran
    ['2026-11-26T20:31:00Z', '2026-11-28', '2026-11-27'], // 00:01 Tehran on the 27th: still before 10:00
  ])('at %s the reminders reach %s and the orders %s', (now, remindUpTo, placeUpTo) => {
    expect(periodicHorizons(new Date(now))).toEqual({ remindUpTo, placeUpTo });
  });

  it('asks a repeat order to be paid by the start of its delivery day in Tehran', () => {
    expect(repeatPayBy('2026-11-28').toISOString()).toBe('2026-11-27T20:30:00.000Z');
  });

  it('counts and moves calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(tehranCalendarDay(new Date('2026-11-26T20:30:00Z'))).toBe('2026-11-27');
    expect(tehranInstant('2026-11-27', 9 * 60).toISOString()).toBe('2026-11-27T05:30:00.000Z');
  });
});

describe('the slot a round takes', () => {
  const now = new Date('2026-11-26T06:30:00Z'); // 10:00 Tehran, the day before
  // 2026-11-27 in Tehran: 09:00 is 05:30Z, 13:00 is 09:30Z, 17:00 is 13:30Z.
  const slot = (id: number, utc: string, extra: Partial<{ taken: number; active: boolean }> = {}) => ({
    id,
    startsAt: new Date(`2026-11-27T${utc}:00Z`),
    capacity: 5,
    taken: 0,
    active: true,
    ...extra,
  });
  const nine = 9 * 60;
  const thirteen = 13 * 60;

  it('takes the window the customer chose when it is open', () => {
    expect(pickRoundSlot([slot(1, '05:30'), slot(2, '09:30'), slot(3, '13:30')], thirteen, now)?.id).toBe(2);
  });

  it('takes the nearest open one when that window is full or off, the earlier on a tie', () => {
    const slots = [slot(1, '05:30'), slot(2, '09:30', { taken: 5 }), slot(3, '13:30')];
    expect(pickRoundSlot(slots, thirteen, now)?.id).toBe(1);
    expect(pickRoundSlot([slot(1, '05:30', { active: false }), slot(3, '13:30')], nine, now)?.id).toBe(3);
  });

  it('finds none when every slot is closed', () => {
    const late = new Date('2026-11-27T12:00:00Z'); // past every cutoff but 17:00's… which is full
    expect(pickRoundSlot([slot(1, '05:30'), slot(3, '13:30', { taken: 5 })], nine, late)).toBeNull();
    expect(pickRoundSlot([], nine, now)).toBeNull();
  });
});
