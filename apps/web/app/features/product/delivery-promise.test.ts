import type { NextDelivery } from '@shop/domain/checkout/next-delivery';
import { describe, expect, it } from 'vitest';
import { deliveryPromiseText } from './delivery-promise.ts';

const slot = (relative: 'today' | 'tomorrow' | null, start: [number, number], end: [number, number]) =>
  ({
    date: '2026-11-30',
    relative_day: relative,
    day_of_week: 'شنبه',
    time: {
      id: 1,
      price: 0,
      active: true,
      closed: null,
      started_hr: start[0],
      started_mn: start[1],
      finished_hr: end[0],
      finished_mn: end[1],
      started_at: '',
      finished_at: '',
    },
  }) satisfies NextDelivery;

describe('the product page’s delivery promise (issue 46 item 12)', () => {
  it.each([
    { next: slot('tomorrow', [10, 0], [13, 0]), text: 'ارسال از فردا ۱۰ تا ۱۳' },
    { next: slot('today', [18, 0], [21, 0]), text: 'ارسال از امروز ۱۸ تا ۲۱' },
    { next: slot(null, [9, 30], [12, 0]), text: 'ارسال از شنبه ۹:۳۰ تا ۱۲' },
  ])('says «$text»', ({ next, text }) => {
    expect(deliveryPromiseText(next)).toBe(text);
  });

  it('promises nothing when no slot can be booked', () => {
    expect(deliveryPromiseText(null)).toBeNull();
  });
});
