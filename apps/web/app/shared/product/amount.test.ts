import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount.ts';

describe('formatAmount', () => {
  it('writes the volume in Persian digits before the unit', () => {
    expect(formatAmount(900, { name: 'گرم' })).toBe('۹۰۰ گرم');
    expect(formatAmount(1.5, { name: 'لیتر' })).toBe('۱٫۵ لیتر');
    expect(formatAmount(6, null)).toBe('۶');
  });

  it('shows nothing without a volume', () => {
    expect(formatAmount(null, { name: 'گرم' })).toBeNull();
    expect(formatAmount(0, { name: 'گرم' })).toBeNull();
  });
});
