import { describe, expect, it } from 'vitest';
import { blocksCheckout, findLineProblems, lineCauseType, type CurrentItem } from './problems.ts';

const item = (changes: Partial<CurrentItem> = {}): CurrentItem => ({
  sellable: true,
  max_count: 5,
  inventory: 20,
  unit_price: 100_000,
  ...changes,
});
const line = { count: 2, price_at_add: 100_000 };

describe('findLineProblems: per-item basket errors and their cause_type (storefront.md §4)', () => {
  it.each([
    ['nothing changed', line, item(), []],
    ['gone from the catalogue', line, null, [{ code: 'ITEM_UNAVAILABLE', cause_type: 2 }]],
    ['no longer sold', line, item({ sellable: false }), [{ code: 'ITEM_UNAVAILABLE', cause_type: 2 }]],
    ['out of stock', line, item({ inventory: 0 }), [{ code: 'ITEM_OUT_OF_STOCK', cause_type: 2 }]],
    [
      'out of stock hides a price change too',
      line,
      item({ inventory: 0, unit_price: 1 }),
      [{ code: 'ITEM_OUT_OF_STOCK', cause_type: 2 }],
    ],
    [
      'more in the basket than is left',
      { ...line, count: 4 },
      item({ inventory: 3 }),
      [{ code: 'ITEM_ABOVE_STOCK', cause_type: 1, left: 3 }],
    ],
    [
      'more than the (lowered) purchase limit',
      { ...line, count: 4 },
      item({ max_count: 3 }),
      [{ code: 'ITEM_ABOVE_PURCHASE_LIMIT', cause_type: 1, max_count: 3 }],
    ],
    [
      'price went up',
      line,
      item({ unit_price: 120_000 }),
      [{ code: 'ITEM_PRICE_CHANGED', cause_type: 1, old_price: 100_000, new_price: 120_000 }],
    ],
    [
      'price went down',
      line,
      item({ unit_price: 90_000 }),
      [{ code: 'ITEM_PRICE_CHANGED', cause_type: 1, old_price: 100_000, new_price: 90_000 }],
    ],
    [
      'above the stock and repriced: both',
      { count: 5, price_at_add: 100_000 },
      item({ inventory: 2, unit_price: 110_000 }),
      [
        { code: 'ITEM_ABOVE_STOCK', cause_type: 1, left: 2 },
        { code: 'ITEM_PRICE_CHANGED', cause_type: 1, old_price: 100_000, new_price: 110_000 },
      ],
    ],
  ])('%s', (_name, stored, current, expected) => {
    expect(findLineProblems(stored, current)).toEqual(expected);
  });

  it('gives the line the most serious cause_type, and blocks checkout only for cause_type 1', () => {
    const repriced = findLineProblems(line, item({ unit_price: 1 }));
    const gone = findLineProblems(line, null);
    expect([lineCauseType([]), lineCauseType(repriced), lineCauseType(gone)]).toEqual([null, 1, 2]);
    expect([blocksCheckout([]), blocksCheckout(repriced), blocksCheckout(gone)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
