import { describe, expect, it } from 'vitest';
import { basketLinesOf, orderLinePath } from './order-lines.ts';

const line = (id: number, type: number, count: number, name = `کالا ${id}`) => ({
  id,
  type,
  name,
  slug: `item-${id}`,
  brand: null,
  volume: null,
  unit: null,
  color: null,
  price: 10_000,
  real_price: 12_000,
  count,
  bundle: type === 2,
  image: '/x.png',
});

describe('buying an order again: its lines as basket lines', () => {
  it('keeps each product and bundle with its count, type and name, in the order’s order', () => {
    expect(basketLinesOf([line(3, 1, 2, 'شیر'), line(7, 2, 1, 'سبد صبحانه')])).toEqual([
      { key: 'p-3', type: 1, id: 3, count: 2, name: 'شیر' },
      { key: 'b-7', type: 2, id: 7, count: 1, name: 'سبد صبحانه' },
    ]);
  });

  it('adds up an item named twice, and tells a product from a bundle of the same id', () => {
    expect(basketLinesOf([line(3, 1, 2), line(3, 2, 1), line(3, 1, 4)])).toEqual([
      { key: 'p-3', type: 1, id: 3, count: 6, name: 'کالا 3' },
      { key: 'b-3', type: 2, id: 3, count: 1, name: 'کالا 3' },
    ]);
  });

  it('drops lines of an unknown type or no count, and caps what one request may carry', () => {
    expect(basketLinesOf([line(1, 9, 1), line(2, 1, 0)])).toEqual([]);
    expect(basketLinesOf([line(1, 1, 2000)])[0]?.count).toBe(999);
    const many = Array.from({ length: 120 }, (_, i) => line(i + 1, 1, 1));
    expect(basketLinesOf(many)).toHaveLength(100);
  });
});

describe('a line’s thumbnail link', () => {
  it('leads to the product’s page, or the bundle’s', () => {
    expect(orderLinePath({ type: 1, id: 5, slug: 'milk' })).toBe('/products/5/milk');
    expect(orderLinePath({ type: 2, id: 8, slug: 'breakfast' })).toBe('/bundles/8/breakfast');
  });
});
