import { describe, expect, it } from 'vitest';
import { statusTone } from './order-status.ts';

describe('an order status label’s colour (spec §2: 60 green, 10 info text, 40 info background, 50 blue, 70 muted, any other red)', () => {
  it.each([
    [60, 'success'],
    [10, 'info-text'],
    [40, 'info-background'],
    [50, 'blue'],
    [70, 'muted'],
    [80, 'danger'],
    [20, 'danger'],
    [0, 'danger'],
  ] as const)('status %i is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
