import { deliveryRules } from '@shop/domain/checkout/constants';
import { slotClock, slotState } from '@shop/domain/checkout/delivery-slots';
import type { TimeWindow } from '@shop/domain/checkout/schemas';
import { toPersianDigits } from '@shop/domain/persian-digits';
import type { SlotRow } from '../queries/slots.ts';

const weekday = new Intl.DateTimeFormat('fa-IR', { timeZone: 'Asia/Tehran', weekday: 'long' });
const dayOfMonth = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
  timeZone: 'Asia/Tehran',
  day: 'numeric',
  month: 'long',
});

const clock = (at: Date) => {
  const { hour, minute } = slotClock(at);
  return {
    hour,
    minute,
    text: toPersianDigits(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`),
  };
};

/** Planned slots as the spec's days with times: a day tab per Tehran date, each slot open or why not. */
export function timeWindowsOf(slots: readonly SlotRow[], now: Date): TimeWindow[] {
  const days = new Map<string, TimeWindow>();
  for (const slot of slots) {
    let day = days.get(slot.day);
    if (!day) {
      day = {
        date: slot.day,
        title: { day_of_week: weekday.format(slot.startsAt), day_of_month: dayOfMonth.format(slot.startsAt) },
        times: [],
      };
      days.set(slot.day, day);
    }
    const state = slotState(slot, now, { cutoffMinutes: deliveryRules.cutoffMinutes });
    const start = clock(slot.startsAt);
    const end = clock(slot.endsAt);
    day.times.push({
      id: slot.id,
      price: slot.price,
      active: state.open,
      closed: state.open ? null : state.why,
      started_hr: start.hour,
      started_mn: start.minute,
      finished_hr: end.hour,
      finished_mn: end.minute,
      started_at: start.text,
      finished_at: end.text,
    });
  }
  return [...days.values()];
}
