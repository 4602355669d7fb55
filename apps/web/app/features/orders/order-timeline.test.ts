import { describe, expect, it } from 'vitest';
import { visibleTimeline } from './order-timeline.ts';

const step = (faTitle: string, flags: { done?: boolean; continue?: boolean; visibility?: boolean } = {}) => ({
  faTitle,
  dueDate: flags.done ? '2026-11-26T08:00:00.000Z' : '2026-11-27T08:00:00.000Z',
  done: flags.done ?? false,
  continue: flags.continue ?? true,
  visibility: flags.visibility ?? true,
});

describe('the order timeline (spec §4: shown when continue and visibility, active when done)', () => {
  it('hides a step the order will not go through or that is not to be shown', () => {
    const steps = visibleTimeline([
      step('ثبت سفارش', { done: true }),
      step('پرداخت', { visibility: false }),
      step('ارسال شده', { continue: false }),
      step('لغو شده', { done: true }),
    ]);
    expect(steps.map((s) => s.title)).toEqual(['ثبت سفارش', 'لغو شده']);
  });

  it('marks done steps active with their date, and gives no date to a step not reached', () => {
    const [placed, paid] = visibleTimeline([step('ثبت سفارش', { done: true }), step('پرداخت')]);
    expect(placed).toEqual({ title: 'ثبت سفارش', isDone: true, at: '2026-11-26T08:00:00.000Z' });
    expect(paid).toEqual({ title: 'پرداخت', isDone: false, at: null });
  });
});
