import { describe, expect, it } from 'vitest';
import { couponMinimumLabel, couponValidityLabel, couponValueLabel } from './coupon-labels.ts';

describe('a listed code’s labels', () => {
  it('shows a percent code as a percent and a money code in tomans', () => {
    expect(couponValueLabel({ type: 1, value: 10 })).toBe('۱۰\u200f٪');
    expect(couponValueLabel({ type: 2, value: 100_000 })).toBe('۱۰٬۰۰۰ تومان');
  });

  it('names the last day of use in the Solar Hijri calendar, or says it never expires', () => {
    // Expiry at Tehran's midnight starting 2 Dey: good through 1 Dey.
    expect(couponValidityLabel('2026-12-22T20:30:00.000Z')).toBe('معتبر تا ۱ دی ۱۴۰۵');
    expect(couponValidityLabel(null)).toBe('بدون تاریخ انقضا');
  });

  it('shows the minimum only when there is one', () => {
    expect(couponMinimumLabel(5_000_000)).toBe('حداقل خرید ۵۰۰٬۰۰۰ تومان');
    expect(couponMinimumLabel(0)).toBeNull();
  });
});
