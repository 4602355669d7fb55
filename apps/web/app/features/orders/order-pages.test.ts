import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks, pageOf, rowNumber } from './order-pages.ts';

describe('the orders’ pages (10 a page)', () => {
  it('has one page up to 10 orders, and numbers rows across pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(rowNumber(1, 0)).toBe(1);
    expect(rowNumber(2, 0)).toBe(11);
  });

  it('reads the page from the URL, the first when it is missing or wrong', () => {
    expect(pageOf('?page=3')).toBe(3);
    expect(pageOf('')).toBe(1);
    expect(pageOf('?page=0')).toBe(1);
    expect(pageOf('?page=abc')).toBe(1);
    expect(pageOf('?page=1.5')).toBe(1);
  });

  it('links the first, the last and the current page’s neighbours, with gaps between', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageLinks(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pageLinks(10, 10)).toEqual([1, null, 9, 10]);
  });
});
