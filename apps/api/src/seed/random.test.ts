import { describe, expect, it } from 'vitest';
import { allocate } from './build-products.ts';
import { lowerPrice, roundPrice } from './product-commerce.ts';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(createRandom(43).next()).not.toBe(createRandom(42).next());
  });

  it('keeps int within its bounds and shuffles without losing items', () => {
    const r = createRandom(1);
    const ints = Array.from({ length: 1000 }, () => r.int(5, 10));
    expect(Math.min(...ints)).toBe(5);
    expect(Math.max(...ints)).toBe(10);
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(r.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
  });

  it('gives forks their own streams', () => {
    const r = createRandom(9);
    expect(r.fork(1).next()).not.toBe(r.fork(2).next());
    expect(createRandom(9).fork(1).next()).toBe(createRandom(9).fork(1).next());
  });
});

describe('allocate', () => {
  it('splits by weight, gives every leaf one when it can, and loses nothing', () => {
    const shares = allocate(100, [1, 1, 2, 0.5]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
    expect(shares[2]).toBeGreaterThan(shares[0] ?? 0);
    expect(allocate(3, [1, 1, 1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(3);
    expect(allocate(5, [1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('prices', () => {
  it('round to 10,000 rials and discounts stay at least one step lower', () => {
    expect(roundPrice(456_789)).toBe(460_000);
    expect(lowerPrice(100_000, 5)).toBe(90_000);
    expect(lowerPrice(20_000, 5)).toBe(10_000);
    expect(lowerPrice(10_000, 25)).toBeNull();
  });
});
