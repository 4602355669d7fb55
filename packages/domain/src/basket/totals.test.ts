import { describe, expect, it } from 'vitest';
import { basketTotals } from './totals.ts';

describe('basketTotals', () => {
  it.each([
    ['an empty basket', [], [0, 0, 0, 0]],
    [
      'one line at list price',
      [{ count: 2, unitPrice: 100_000, listPrice: 100_000 }],
      [200_000, 200_000, 2, 1],
    ],
    ['a discounted line', [{ count: 3, unitPrice: 90_000, listPrice: 100_000 }], [270_000, 300_000, 3, 1]],
    [
      'a price that rose above its list price counts as it is now',
      [{ count: 1, unitPrice: 120_000, listPrice: 100_000 }],
      [120_000, 120_000, 1, 1],
    ],
    [
      'several lines',
      [
        { count: 1, unitPrice: 50_000, listPrice: 60_000 },
        { count: 4, unitPrice: 10_000, listPrice: 10_000 },
      ],
      [90_000, 100_000, 5, 2],
    ],
  ])('%s', (_name, lines, [price, before, items, count]) => {
    expect(basketTotals(lines)).toEqual({
      total_price: price,
      total_price_before_discount: before,
      items_count: items,
      lines_count: count,
    });
  });
});
