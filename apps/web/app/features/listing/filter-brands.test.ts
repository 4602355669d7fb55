import { describe, expect, it } from 'vitest';
import { filterBrands, selectedFirst } from './filter-brands.ts';

const brands = [
  { id: 1, name: 'میهن', slug: 'میهن' },
  { id: 2, name: 'کاله', slug: 'کاله' },
  { id: 3, name: 'چی‌توز', slug: 'چی-توز' },
  { id: 4, name: 'بیژن ۲۰۰۰', slug: 'بیژن-2000' },
];

describe("the brand list's search box", () => {
  it('keeps every brand while the box is empty', () => {
    expect(filterBrands(brands, '  ')).toHaveLength(4);
  });

  it('matches Arabic-keyboard letters against Persian ones (ي/ی, ك/ک)', () => {
    expect(filterBrands(brands, 'ميهن').map((b) => b.id)).toEqual([1]);
    expect(filterBrands(brands, 'كاله').map((b) => b.id)).toEqual([2]);
  });

  it('ignores the ZWNJ and matches digits written either way', () => {
    expect(filterBrands(brands, 'چیتوز').map((b) => b.id)).toEqual([3]);
    expect(filterBrands(brands, '2000').map((b) => b.id)).toEqual([4]);
  });

  it('finds nothing for a name no brand has', () => {
    expect(filterBrands(brands, 'پگاه')).toEqual([]);
  });
});

describe('the brand list order', () => {
  it('puts checked brands first and keeps the server order otherwise', () => {
    expect(selectedFirst(brands, [4, 2]).map((b) => b.id)).toEqual([2, 4, 1, 3]);
    expect(selectedFirst(brands, []).map((b) => b.id)).toEqual([1, 2, 3, 4]);
  });
});
