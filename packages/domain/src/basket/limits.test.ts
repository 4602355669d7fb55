import { describe, expect, it } from 'vitest';
import { bundleInventory, canIncrease, lineLimit, refuseCount } from './limits.ts';

describe('lineLimit: the lower of max_count and inventory', () => {
  it.each([
    [{ max_count: 5, inventory: 100 }, 5],
    [{ max_count: 10, inventory: 3 }, 3],
    [{ max_count: 4, inventory: 4 }, 4],
    [{ max_count: 4, inventory: 0 }, 0],
    [{ max_count: 4, inventory: -2 }, 0],
  ])('%j → %i', (facts, limit) => expect(lineLimit(facts)).toBe(limit));
});

describe('canIncrease (storefront.md §5): off at max_count, or when inventory is at or below the count', () => {
  it.each([
    [{ count: 1, max_count: 5, inventory: 10 }, true],
    [{ count: 4, max_count: 5, inventory: 10 }, true],
    [{ count: 5, max_count: 5, inventory: 10 }, false],
    [{ count: 6, max_count: 5, inventory: 10 }, false],
    [{ count: 3, max_count: 10, inventory: 4 }, true],
    [{ count: 3, max_count: 10, inventory: 3 }, false],
    [{ count: 3, max_count: 10, inventory: 2 }, false],
    [{ count: 0, max_count: 10, inventory: 0 }, false],
  ])('%j → %s', (line, expected) => expect(canIncrease(line)).toBe(expected));
});

describe('bundleInventory: whole bundles the bundle and its components make', () => {
  it.each([
    ['no components', { inventory: 7, components: [] }, 7],
    ['components plenty', { inventory: 7, components: [{ inventory: 100, count: 2, is_active: true }] }, 7],
    [
      'a component binds, rounded down',
      {
        inventory: 7,
        components: [
          { inventory: 100, count: 1, is_active: true },
          { inventory: 9, count: 2, is_active: true },
        ],
      },
      4,
    ],
    [
      'a component short of one bundle',
      { inventory: 7, components: [{ inventory: 1, count: 2, is_active: true }] },
      0,
    ],
    [
      'an inactive component',
      { inventory: 7, components: [{ inventory: 50, count: 1, is_active: false }] },
      0,
    ],
    ['sold out itself', { inventory: 0, components: [{ inventory: 50, count: 1, is_active: true }] }, 0],
  ])('%s', (_name, bundle, expected) => expect(bundleInventory(bundle)).toBe(expected));
});

describe('refuseCount: which bound refuses a count (storefront.md §8: 409 limit, 406 stock)', () => {
  it.each([
    ['within both', 3, { max_count: 5, inventory: 10 }, null],
    ['exactly at the limit', 5, { max_count: 5, inventory: 10 }, null],
    [
      'above max_count with stock enough',
      6,
      { max_count: 5, inventory: 10 },
      { code: 'PURCHASE_LIMIT', max_count: 5 },
    ],
    [
      'above the stock, stock below max_count',
      4,
      { max_count: 10, inventory: 3 },
      { code: 'NOT_ENOUGH_STOCK', left: 3 },
    ],
    [
      'above both, stock the lower',
      12,
      { max_count: 10, inventory: 3 },
      { code: 'NOT_ENOUGH_STOCK', left: 3 },
    ],
    ['out of stock', 1, { max_count: 10, inventory: 0 }, { code: 'OUT_OF_STOCK' }],
  ])('%s', (_name, count, facts, expected) => expect(refuseCount(count, facts)).toEqual(expected));
});
