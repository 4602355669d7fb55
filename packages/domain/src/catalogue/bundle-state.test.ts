import { describe, expect, it } from 'vitest';
import { isPriceHidden, isSoldOut } from './bundle-state.ts';

const running = { available: true, is_upcoming: false };
const soldOut = { available: false, is_upcoming: false };
// The API never sells a bundle before it starts, so an upcoming one is never available.
const upcoming = { available: false, is_upcoming: true };

describe('bundle price visibility (decision 19)', () => {
  it('hides an upcoming price when the server says blur', () => {
    expect(isPriceHidden(upcoming, true)).toBe(true);
    expect(isPriceHidden(upcoming, false)).toBe(false);
  });

  it('hides an upcoming price where there is no blur flag (bundle page, home row)', () => {
    expect(isPriceHidden(upcoming)).toBe(true);
  });

  it.each([
    ['running', running],
    ['sold out', soldOut],
  ])('never hides a %s bundle’s price', (_name, bundle) => {
    expect(isPriceHidden(bundle, true)).toBe(false);
    expect(isPriceHidden(bundle)).toBe(false);
  });
});

describe('bundle sold out (spec §4: «تمام شد»)', () => {
  it.each([
    ['running', running, false],
    ['unavailable and started', soldOut, true],
    ['upcoming (not started, so not sold out)', upcoming, false],
  ])('%s → sold out: %s', (_name, bundle, expected) => {
    expect(isSoldOut(bundle)).toBe(expected);
  });
});
