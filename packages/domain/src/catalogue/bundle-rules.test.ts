import { describe, expect, it } from 'vitest';
import {
  bundleComponentUnitPrice,
  canBuyBundle,
  isBundleRunning,
  isBundleUpcoming,
  priceBundleOf,
} from './bundle-rules.ts';

const day = 86_400_000;
const now = new Date('2026-11-25T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);

describe('bundleComponentUnitPrice: the everyday price, a real discount only', () => {
  it.each([
    [{ price: 100_000, priceByDiscount: null }, 100_000],
    [{ price: 100_000, priceByDiscount: 90_000 }, 90_000],
    [{ price: 100_000, priceByDiscount: 100_000 }, 100_000],
    [{ price: 100_000, priceByDiscount: 120_000 }, 100_000],
  ])('%j costs %i', (component, unit) => {
    expect(bundleComponentUnitPrice(component)).toBe(unit);
  });
});

describe('priceBundleOf', () => {
  it.each([
    [[], 10, { price: 0, price_by_discount: 0 }],
    [
      [
        { price: 100_000, priceByDiscount: 90_000, count: 2 },
        { price: 50_000, priceByDiscount: null, count: 1 },
      ],
      10,
      { price: 230_000, price_by_discount: 207_000 },
    ],
    [
      [{ price: 6_209_100, priceByDiscount: null, count: 3 }],
      15,
      { price: 18_627_300, price_by_discount: 15_830_000 },
    ],
  ])('%j less %i%%', (components, percent, expected) => {
    expect(priceBundleOf(components, percent)).toEqual(expected);
  });
});

describe('a bundle’s window', () => {
  it.each([
    [{ startedAt: at(-1), expiredAt: null }, true],
    [{ startedAt: at(-1), expiredAt: at(1) }, true],
    [{ startedAt: now, expiredAt: null }, true],
    [{ startedAt: at(1), expiredAt: null }, false],
    [{ startedAt: at(-2), expiredAt: at(-1) }, false],
    [{ startedAt: at(-2), expiredAt: now }, false],
  ])('%j is running: %s', (window, running) => {
    expect(isBundleRunning(window, now)).toBe(running);
  });

  it.each([
    [{ startedAt: at(1), expiredAt: null, isActive: true }, true],
    [{ startedAt: at(1), expiredAt: null, isActive: false }, false],
    [{ startedAt: at(-1), expiredAt: null, isActive: true }, false],
  ])('%j is upcoming: %s', (bundle, upcoming) => {
    expect(isBundleUpcoming(bundle, now)).toBe(upcoming);
  });
});

describe('canBuyBundle', () => {
  const running = { isActive: true, startedAt: at(-1), expiredAt: null, inventory: 5 };
  const component = { inventory: 4, count: 2, is_active: true };
  it.each([
    ['running with stock', running, [component], true],
    ['switched off', { ...running, isActive: false }, [component], false],
    ['not started', { ...running, startedAt: at(1) }, [component], false],
    ['expired', { ...running, expiredAt: at(-0.5) }, [component], false],
    ['out of its own stock', { ...running, inventory: 0 }, [component], false],
    ['a component short of its count', running, [{ ...component, inventory: 1 }], false],
    ['a component withdrawn', running, [{ ...component, is_active: false }], false],
    ['no components: its own stock', running, [], true],
  ])('%s: %s', (_name, bundle, components, buyable) => {
    expect(canBuyBundle({ ...bundle, components }, now)).toBe(buyable);
  });
});
