import { describe, expect, it } from 'vitest';
import type { BasketItemFacts } from '../../shared/product/basket-item.ts';
import {
  changeLocalCount,
  readStoredLines,
  removeLocalLine,
  setLocalCount,
  toGuestLines,
} from './local-basket.ts';
import { milk } from './test-items.ts';

const bundle: BasketItemFacts = { ...milk, type: 2, id: 7, name: 'سبد' };

describe('the local basket', () => {
  it('adds a line keyed p-{id}, marked temporary, and counts up on the same key', () => {
    const once = changeLocalCount([], milk, 1).lines;
    expect(once).toEqual([expect.objectContaining({ key: 'p-7', count: 1, temporary: true })]);
    expect(changeLocalCount(once, milk, 1).lines).toEqual([
      expect.objectContaining({ key: 'p-7', count: 2 }),
    ]);
  });

  it('keeps a product and a bundle of the same id apart (p-7, b-7)', () => {
    const lines = changeLocalCount(changeLocalCount([], milk, 1).lines, bundle, 1).lines;
    expect(lines.map((line) => line.key)).toEqual(['p-7', 'b-7']);
  });

  it('refuses a count above max_count and leaves the lines as they were', () => {
    const three = setLocalCount([], milk, 3).lines;
    const refused = changeLocalCount(three, milk, 1);
    expect(refused.refusal).toEqual({ code: 'PURCHASE_LIMIT', max_count: 3 });
    expect(refused.lines).toEqual(three);
  });

  it('refuses a count above the stock when the stock is the lower bound', () => {
    const scarce = { ...milk, inventory: 2 };
    expect(setLocalCount([], scarce, 3).refusal).toEqual({ code: 'NOT_ENOUGH_STOCK', left: 2 });
  });

  it('takes the line away when decreasing to zero, and on remove', () => {
    const one = changeLocalCount([], milk, 1).lines;
    expect(changeLocalCount(one, milk, -1).lines).toEqual([]);
    expect(removeLocalLine(one, 'p-7')).toEqual([]);
  });

  it('sends the lines to cart/multi as {id, type, count}', () => {
    const lines = changeLocalCount(setLocalCount([], milk, 2).lines, bundle, 1).lines;
    expect(toGuestLines(lines)).toEqual([
      { id: 7, type: 1, count: 2 },
      { id: 7, type: 2, count: 1 },
    ]);
  });

  it('drops stored entries that are not lines (edited or from an old version)', () => {
    const good = setLocalCount([], milk, 1).lines[0];
    expect(readStoredLines([good, { key: 'p-8', type: 1, id: 9, count: 1, name: 'x' }, null, 'p-1'])).toEqual(
      [good],
    );
    expect(readStoredLines(undefined)).toEqual([]);
  });
});
