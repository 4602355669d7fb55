import { describe, expect, it } from 'vitest';
import { applyLineWrite, type ServerBasket } from './basket-lines.ts';
import { cartLine as line } from './test-items.ts';

const basket: ServerBasket = {
  lines: [line(1, 1), line(2, 2)],
  totals: { count: 3, price: 300, priceBeforeDiscount: 300 },
  receipt: null,
};
const info = (count: number, price: number) => ({
  total_price: price,
  total_price_before_discount: price,
  items_count: count,
  lines_count: 2,
});

describe('a write folded into the cached basket', () => {
  it('replaces the written line in place and takes the new totals', () => {
    const next = applyLineWrite(basket, 'p-1', line(1, 2), info(4, 400));
    expect(next.lines.map((each) => each.count)).toEqual([2, 2]);
    expect(next.totals).toEqual({ count: 4, price: 400, priceBeforeDiscount: 400 });
  });

  it('appends a new line and drops one the server says is gone', () => {
    expect(applyLineWrite(basket, 'p-3', line(3, 1), info(4, 400)).lines.map((each) => each.key)).toEqual([
      'p-1',
      'p-2',
      'p-3',
    ]);
    expect(applyLineWrite(basket, 'p-1', null, info(2, 200)).lines.map((each) => each.key)).toEqual(['p-2']);
  });
});
