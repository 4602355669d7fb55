import { describe, expect, it } from 'vitest';
import { holdBudget, maxHeldUnits } from './constants.ts';

// What waitlist holds may take of a restock (decision 082): never more than half, so as many stay on
// open sale; one unit alone may be held.

describe('maxHeldUnits', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [10, 5],
  ])('of %i units, at most %i held', (units, held) => {
    expect(maxHeldUnits(units)).toBe(held);
    if (units >= 2) expect(units - held).toBeGreaterThanOrEqual(held);
  });
});

describe('holdBudget', () => {
  it.each<[number, number, number]>([
    [3, 0, 1], // three returned, none held: one may be held, two stay on sale
    [2, 1, 0], // the one held is the share of three
    [0, 1, 0], // the two on sale were bought: the hold stays, no new one
    [1, 0, 1], // the hold ran out and its unit is back: the next may hold it
    [6, 0, 3],
    [4, 2, 1],
  ])('%i on sale, %i held: %i more', (onSale, held, budget) => {
    expect(holdBudget({ onSale, held })).toBe(budget);
  });
});
