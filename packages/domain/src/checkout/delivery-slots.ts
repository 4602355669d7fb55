// Delivery slots (checkout-and-account.md §3 "Time window", §9; decision 48). The shop keeps a weekly
// template; each day's slots are planned from it, and a slot can be chosen until its cutoff while it
// has room. Iran keeps one offset all year since 2022 (no daylight saving), so Tehran's wall clock is
// UTC+03:30 and days are computed with it, never with the server's zone.

const tehranOffsetMinutes = 210;
const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** The Iranian week: 0 is Saturday (شنبه) … 6 is Friday (جمعه). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type SlotTemplate = {
  id: number;
  weekday: Weekday;
  /** Minutes after Tehran's midnight: 540 is 09:00. */
  startMinute: number;
  endMinute: number;
  /** Orders the slot takes. */
  capacity: number;
  /** Rials added to the order for this slot (0 for none). */
  price: number;
  active: boolean;
};

export type PlannedSlot = {
  templateId: number;
  /** Tehran's calendar date, `YYYY-MM-DD` (Gregorian, for storage and keys). */
  date: string;
  weekday: Weekday;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  price: number;
};

/** Tehran's date of an instant, and its Iranian weekday. */
export function tehranDay(at: Date): { date: string; weekday: Weekday; midnight: Date } {
  const local = new Date(at.getTime() + tehranOffsetMinutes * minuteMs);
  const date = local.toISOString().slice(0, 10);
  // getUTCDay: 0 Sunday … 6 Saturday; the Iranian week starts on Saturday.
  const weekday = ((local.getUTCDay() + 1) % 7) as Weekday;
  const midnight = new Date(Date.parse(`${date}T00:00:00Z`) - tehranOffsetMinutes * minuteMs);
  return { date, weekday, midnight };
}

/**
 * The slots of `days` Tehran days from the day of `from` (today included), in time order: every
 * active template slot of each day's weekday. A slot ending before it starts is a template error.
 */
export function planSlots(templates: readonly SlotTemplate[], from: Date, days: number): PlannedSlot[] {
  const first = tehranDay(from).midnight.getTime();
  const planned: PlannedSlot[] = [];
  for (let d = 0; d < days; d++) {
    const { date, weekday, midnight } = tehranDay(new Date(first + d * dayMs + dayMs / 2));
    for (const template of templates) {
      if (!template.active || template.weekday !== weekday) continue;
      if (!(
        template.startMinute >= 0 &&
        template.startMinute < template.endMinute &&
        template.endMinute <= 1440
      )) {
        throw new RangeError(`slot template ${template.id} has bad hours`);
      }
      planned.push({
        templateId: template.id,
        date,
        weekday,
        startsAt: new Date(midnight.getTime() + template.startMinute * minuteMs),
        endsAt: new Date(midnight.getTime() + template.endMinute * minuteMs),
        capacity: template.capacity,
        price: template.price,
      });
    }
  }
  return planned.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.templateId - b.templateId);
}

export type SlotRules = {
  /** Orders close this long before the slot starts (the packing time). */
  cutoffMinutes: number;
};

export type SlotState = { open: true } | { open: false; why: 'inactive' | 'past-cutoff' | 'full' };

/** Whether a planned slot can be chosen now: on, before its cutoff, and with room left. */
export function slotState(
  slot: { startsAt: Date; capacity: number; taken: number; active: boolean },
  now: Date,
  rules: SlotRules,
): SlotState {
  if (!slot.active) return { open: false, why: 'inactive' };
  if (now.getTime() > slot.startsAt.getTime() - rules.cutoffMinutes * minuteMs)
    return { open: false, why: 'past-cutoff' };
  if (slot.taken >= slot.capacity) return { open: false, why: 'full' };
  return { open: true };
}

/** The spec's clock parts of a slot in Tehran: hours and minutes, the seconds stripped. */
export function slotClock(at: Date): { hour: number; minute: number } {
  const local = new Date(at.getTime() + tehranOffsetMinutes * minuteMs);
  return { hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}
