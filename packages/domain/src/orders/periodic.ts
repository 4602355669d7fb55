import { jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';
import type { PeriodicType } from '../checkout/constants.ts';

// Periodic orders (checkout-and-account.md §4: 1 normal, 3 weekly, 4 monthly; issue 19). A periodic
// order comes again on the same weekday a week later, or on the same day of the next month of the
// calendar Iranians live by (the Solar Hijri one): 15 Mehr, 15 Aban, 15 Azar…, not every 30 days.

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day in Tehran, `YYYY-MM-DD` (Gregorian), as the delivery slots are kept. */
export type CalendarDay = string;

function parts(day: CalendarDay): { gy: number; gm: number; gd: number } {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return { gy: Number(match[1]), gm: Number(match[2]), gd: Number(match[3]) };
}

function format({ gy, gm, gd }: { gy: number; gm: number; gd: number }): CalendarDay {
  return `${String(gy).padStart(4, '0')}-${String(gm).padStart(2, '0')}-${String(gd).padStart(2, '0')}`;
}

/**
 * The day a periodic order comes next, after `day`: seven days later (weekly), or the same day of the
 * next Solar Hijri month (monthly), its last day when the month is shorter (31 Shahrivar → 30 Mehr;
 * 30 Bahman → 29 Esfand, or 30 in a leap year). Null for a normal order.
 */
export function nextPeriodicDay(day: CalendarDay, type: PeriodicType): CalendarDay | null {
  const { gy, gm, gd } = parts(day);
  if (type === 3) {
    const next = new Date(Date.UTC(gy, gm - 1, gd + 7));
    return format({ gy: next.getUTCFullYear(), gm: next.getUTCMonth() + 1, gd: next.getUTCDate() });
  }
  if (type === 4) {
    const { jy, jm, jd } = toJalaali(gy, gm, gd);
    const [ny, nm] = jm === 12 ? [jy + 1, 1] : [jy, jm + 1];
    return format(toGregorian(ny, nm, Math.min(jd, jalaaliMonthLength(ny, nm))));
  }
  return null;
}
