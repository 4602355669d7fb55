import { describe, expect, it } from 'vitest';
import { planSlots, slotClock, slotState, tehranDay, type SlotTemplate } from './delivery-slots.ts';

// 2026-11-25 is a Wednesday (چهارشنبه: weekday 4 of the Iranian week).
const template = (
  id: number,
  weekday: SlotTemplate['weekday'],
  start: number,
  end: number,
  extra: Partial<SlotTemplate> = {},
) => ({
  id,
  weekday,
  startMinute: start,
  endMinute: end,
  capacity: 10,
  price: 0,
  active: true,
  ...extra,
});

describe('tehranDay', () => {
  it.each([
    ['2026-11-25T10:00:00Z', '2026-11-25', 4],
    // 21:00 UTC is 00:30 the next day in Tehran.
    ['2026-11-25T21:00:00Z', '2026-11-26', 5],
    ['2026-11-25T20:29:59Z', '2026-11-25', 4],
    ['2026-11-25T20:30:00Z', '2026-11-26', 5],
    ['2026-11-28T06:00:00Z', '2026-11-28', 0],
    ['2026-11-27T06:00:00Z', '2026-11-27', 6],
  ] as const)('%s is %s, weekday %i', (at, date, weekday) => {
    const day = tehranDay(new Date(at));
    expect(day.date).toBe(date);
    expect(day.weekday).toBe(weekday);
    expect(tehranDay(day.midnight).date).toBe(date);
    expect(day.midnight.toISOString().slice(11)).toBe('20:30:00.000Z');
  });
});

describe('planSlots', () => {
  const templates = [
    template(1, 4, 9 * 60, 12 * 60),
    template(2, 4, 14 * 60, 17 * 60, { price: 50_000 }),
    template(3, 5, 9 * 60, 12 * 60),
    template(4, 6, 9 * 60, 12 * 60, { active: false }),
    template(5, 0, 18 * 60, 21 * 60),
  ];

  it('plans each day from its weekday, in time order, leaving inactive ones out', () => {
    const slots = planSlots(templates, new Date('2026-11-25T05:00:00Z'), 4);
    expect(slots.map((slot) => [slot.date, slot.templateId])).toEqual([
      ['2026-11-25', 1],
      ['2026-11-25', 2],
      ['2026-11-26', 3],
      ['2026-11-28', 5],
    ]);
    // 09:00 Tehran is 05:30 UTC.
    expect(slots[0]?.startsAt.toISOString()).toBe('2026-11-25T05:30:00.000Z');
    expect(slots[1]?.price).toBe(50_000);
  });

  it('starts from Tehran’s day, not the server’s', () => {
    // 21:00 UTC on the 25th is already Thursday the 26th in Tehran.
    const slots = planSlots(templates, new Date('2026-11-25T21:00:00Z'), 1);
    expect(slots.map((slot) => slot.templateId)).toEqual([3]);
  });

  it('refuses a template whose slot ends before it starts', () => {
    expect(() => planSlots([template(9, 4, 600, 500)], new Date('2026-11-25T05:00:00Z'), 1)).toThrow(
      RangeError,
    );
  });
});

describe('slotState', () => {
  const startsAt = new Date('2026-11-25T05:30:00Z');
  const rules = { cutoffMinutes: 120 };
  it.each([
    ['open well before', '2026-11-25T02:00:00Z', 0, true, { open: true }],
    ['open at the cutoff itself', '2026-11-25T03:30:00Z', 0, true, { open: true }],
    [
      'closed a second after the cutoff',
      '2026-11-25T03:30:01Z',
      0,
      true,
      { open: false, why: 'past-cutoff' },
    ],
    ['full', '2026-11-25T02:00:00Z', 10, true, { open: false, why: 'full' }],
    ['inactive', '2026-11-25T02:00:00Z', 0, false, { open: false, why: 'inactive' }],
  ] as const)('%s', (_name, now, taken, active, state) => {
    expect(slotState({ startsAt, capacity: 10, taken, active }, new Date(now), rules)).toEqual(state);
  });
});

describe('slotClock', () => {
  it.each([
    ['2026-11-25T05:30:00Z', 9, 0],
    ['2026-11-25T05:30:59Z', 9, 0],
    ['2026-11-25T20:29:00Z', 23, 59],
  ] as const)('%s reads %i:%i in Tehran', (at, hour, minute) => {
    expect(slotClock(new Date(at))).toEqual({ hour, minute });
  });
});
