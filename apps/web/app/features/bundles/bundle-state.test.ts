import { describe, expect, it } from 'vitest';
import { isPriceHidden, isSoldOut } from './bundle-state.ts';

describe('bundle price visibility', () => {
  it('hides an upcoming price when the server says blur', () => {
    expect(isPriceHidden({ available: false, is_upcoming: true }, true)).toBe(true);
    expect(isPriceHidden({ available: false, is_upcoming: true }, false)).toBe(false);
  });

  it('never hides a running bundle’s price', () => {
    expect(isPriceHidden({ available: true, is_upcoming: false }, true)).toBe(false);
    expect(isPriceHidden({ available: true }, true)).toBe(false);
  });

  it('hides an upcoming price on the bundle page, which has no blur flag', () => {
    expect(isPriceHidden({ available: false, is_upcoming: true })).toBe(true);
  });
});

describe('bundle sold out', () => {
  it.each([
    [{ available: true, is_upcoming: false }, false],
    [{ available: false, is_upcoming: false }, true],
    [{ available: false }, true],
    [{ available: false, is_upcoming: true }, false],
  ])('%o is sold out: %s', (bundle, soldOut) => {
    expect(isSoldOut(bundle)).toBe(soldOut);
  });
});
