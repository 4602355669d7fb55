import { describe, expect, it } from 'vitest';
import { lowStockLeft, lowStockThreshold } from './low-stock.ts';

describe('the few-left cue of the product page (decision 091)', () => {
  it.each([
    { available: true, inventory: 1, left: 1 },
    { available: true, inventory: lowStockThreshold, left: lowStockThreshold },
    { available: true, inventory: lowStockThreshold + 1, left: null },
    { available: true, inventory: 0, left: null },
    { available: false, inventory: 3, left: null },
  ])('available $available with $inventory in stock says $left', ({ available, inventory, left }) => {
    expect(lowStockLeft({ available, inventory })).toBe(left);
  });
});
