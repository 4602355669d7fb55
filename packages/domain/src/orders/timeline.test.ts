import { describe, expect, it } from 'vitest';
import { orderTimeline, type TimelineFacts } from './timeline.ts';

const placedAt = new Date('2026-11-22T08:00:00Z');
const facts = (overrides: Partial<TimelineFacts>): TimelineFacts => ({
  status: 10,
  paymentStatus: 10,
  paysOnInvoice: false,
  placedAt,
  paidAt: null,
  reachedAt: {},
  ...overrides,
});
/** The steps a customer sees (continue and visibility), with whether each is active. */
const shown = (f: TimelineFacts) =>
  orderTimeline(f)
    .filter((s) => s.continue && s.visibility)
    .map((s) => `${s.faTitle}${s.done ? ' ✓' : ''}`);

describe('an order’s timeline', () => {
  it('shows an unpaid online order placed, the rest to come', () => {
    expect(shown(facts({}))).toEqual(['ثبت سفارش ✓', 'پرداخت', 'در حال پردازش', 'ارسال شده', 'تحویل شده']);
  });

  it('marks the steps a delivered order went through, with their times', () => {
    const paidAt = new Date('2026-11-22T08:05:00Z');
    const timeline = orderTimeline(
      facts({ status: 60, paymentStatus: 20, paidAt, reachedAt: { 40: paidAt, 50: placedAt, 60: placedAt } }),
    );
    expect(timeline.every((s) => s.done)).toBe(true);
    expect(timeline[1]!.dueDate).toBe(paidAt.toISOString());
  });

  it('hides the payment step of an invoice-later order until it is paid', () => {
    expect(shown(facts({ status: 40, paysOnInvoice: true }))).toEqual([
      'ثبت سفارش ✓',
      'در حال پردازش ✓',
      'ارسال شده',
      'تحویل شده',
    ]);
  });

  it('ends a cancelled order where it stopped', () => {
    expect(shown(facts({ status: 70 }))).toEqual(['ثبت سفارش ✓', 'لغو شده ✓']);
    expect(shown(facts({ status: 70, reachedAt: { 40: placedAt }, paysOnInvoice: true }))).toEqual([
      'ثبت سفارش ✓',
      'در حال پردازش ✓',
      'لغو شده ✓',
    ]);
  });

  it('shows a returned order delivered, then returned', () => {
    expect(shown(facts({ status: 80, paymentStatus: 20 }))).toEqual([
      'ثبت سفارش ✓',
      'پرداخت ✓',
      'در حال پردازش ✓',
      'ارسال شده ✓',
      'تحویل شده ✓',
      'مرجوع شده ✓',
    ]);
  });
});
