import { describe, expect, it } from 'vitest';
import { saleTimeLeft } from './special-sale.ts';

describe('special sale time left', () => {
  const now = 1_800_000_000;

  it('shows days and a Persian clock', () => {
    expect(saleTimeLeft(now + 2 * 86_400 + 5 * 3600 + 7 * 60 + 9, now)).toEqual({
      days: '۲',
      clock: '۰۵:۰۷:۰۹',
    });
  });

  it('shows only the clock under a day', () => {
    expect(saleTimeLeft(now + 59, now)).toEqual({ days: null, clock: '۰۰:۰۰:۵۹' });
  });

  it('is over at the expiration second', () => {
    expect(saleTimeLeft(now, now)).toBeNull();
    expect(saleTimeLeft(now - 1, now)).toBeNull();
  });
});
