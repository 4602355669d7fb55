import { jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';
import { deliveryRules, type PeriodicType } from '../checkout/constants.ts';
import { slotClock, slotState } from '../checkout/delivery-slots.ts';

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

// When a periodic order's next round happens (decision 055). The order of round D (its delivery day)
// is placed the day before, at 10:00 Tehran time, with a fresh stock check, so it is packed in time
// and the customer has the day to pay; the customer is told the day before that, at the same hour,
// with the total and a link to skip or change the round. Iran keeps one offset all year (+03:30).

const dayMs = 24 * 60 * 60_000;
const tehranOffsetMs = 210 * 60_000;

export const periodicRules = {
  /** Tehran's hour at which a round's reminder goes out (two days before delivery) and its order is placed (one day before). */
  hour: 10,
  remindDaysBefore: 2,
  placeDaysBefore: 1,
} as const;

/** `day` moved by `days` calendar days. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const { gy, gm, gd } = parts(day);
  const moved = new Date(Date.UTC(gy, gm - 1, gd + days));
  return format({ gy: moved.getUTCFullYear(), gm: moved.getUTCMonth() + 1, gd: moved.getUTCDate() });
}

/** Tehran's calendar day of an instant. */
export function tehranCalendarDay(at: Date): CalendarDay {
  return new Date(at.getTime() + tehranOffsetMs).toISOString().slice(0, 10);
}

/** The instant Tehran's clock reads `minute` minutes past midnight on `day`. */
export function tehranInstant(day: CalendarDay, minute = 0): Date {
  const { gy, gm, gd } = parts(day);
  return new Date(Date.UTC(gy, gm - 1, gd) - tehranOffsetMs + minute * 60_000);
}

/**
 * At `now`, the latest delivery day whose reminder is due, and the latest whose order is due: a plan
 * whose next day is on or before them is reminded, or placed. Rounds missed while the shop was down are
 * caught up (placed at once if their day is still to come, else skipped by the placer).
 */
export function periodicHorizons(now: Date): { remindUpTo: CalendarDay; placeUpTo: CalendarDay } {
  const base = tehranCalendarDay(new Date(now.getTime() - periodicRules.hour * 60 * 60_000));
  return {
    remindUpTo: addDays(base, periodicRules.remindDaysBefore),
    placeUpTo: addDays(base, periodicRules.placeDaysBefore),
  };
}

/**
 * By when a repeat order must be paid (online or by a bank receipt): the start of its delivery day, so
 * an order nobody paid gives its stock and slot back before the day's packing, not 20 minutes after a
 * placing the customer did not watch.
 */
export function repeatPayBy(day: CalendarDay): Date {
  return tehranInstant(day);
}

/** Whole days from `from` to `to` (both calendar days). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((tehranInstant(to).getTime() - tehranInstant(from).getTime()) / dayMs);
}

/** A planned slot, as the round's slot is chosen among its day's. */
export type RoundSlot = { id: number; startsAt: Date; capacity: number; taken: number; active: boolean };

/**
 * The slot a round's order takes on its day: the open one (on, before its cutoff, with room) that
 * starts nearest the window the customer first chose, the earlier on a tie. Null when none is open.
 */
export function pickRoundSlot<S extends RoundSlot>(
  slots: readonly S[],
  windowStartMinute: number,
  now: Date,
): S | null {
  let best: { slot: S; distance: number } | null = null;
  for (const slot of slots) {
    if (!slotState(slot, now, { cutoffMinutes: deliveryRules.cutoffMinutes }).open) continue;
    const { hour, minute } = slotClock(slot.startsAt);
    const distance = Math.abs(hour * 60 + minute - windowStartMinute);
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && slot.startsAt < best.slot.startsAt)
    ) {
      best = { slot, distance };
    }
  }
  return best?.slot ?? null;
}
