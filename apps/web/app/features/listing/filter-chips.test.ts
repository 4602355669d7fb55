import { describe, expect, it } from 'vitest';
import { buildFilterChips, filterNames } from './filter-chips.ts';
import { emptyFilters } from './listing-filters.ts';

const names = filterNames({
  brands: [
    { id: 1, name: 'میهن', slug: 'mihan', count: 3 },
    { id: 2, name: 'کاله', slug: 'kalleh', count: 2 },
  ],
  shelves: [{ id: 4, name: 'پرفروش‌های لبنیات', count: 5 }],
});

describe('active filter chips', () => {
  it('makes no chip for the search term or the sort', () => {
    expect(buildFilterChips({ ...emptyFilters, q: 'شیر', sort: 1 }, names)).toEqual([]);
  });

  it('makes one chip per brand, named from the filters data, each removing only itself', () => {
    const filters = { ...emptyFilters, brands: [1, 2], specialSale: true };
    const chips = buildFilterChips(filters, names);
    expect(chips.map((chip) => chip.label)).toEqual(['میهن', 'کاله', 'فروش ویژه']);
    expect(chips[0]?.without).toEqual({ ...filters, brands: [2] });
    expect(chips[2]?.without).toEqual({ ...filters, specialSale: false });
  });

  it('makes a chip for «فقط کالاهای موجود» that removes only itself', () => {
    const filters = { ...emptyFilters, specialSale: true, availableOnly: true };
    const chips = buildFilterChips(filters, names);
    expect(chips.map((chip) => chip.label)).toEqual(['فروش ویژه', 'فقط موجودها']);
    expect(chips[1]?.without).toEqual({ ...filters, availableOnly: false });
  });

  it('still offers a chip for a brand the filters data no longer lists', () => {
    expect(buildFilterChips({ ...emptyFilters, brands: [12] }, names)[0]?.label).toBe('برند ۱۲');
  });

  it('labels the price range in tomans with Persian digits, open on either side', () => {
    const label = (minTomans: number | null, maxTomans: number | null) =>
      buildFilterChips({ ...emptyFilters, minTomans, maxTomans }, names)[0]?.label;
    expect(label(20000, 150000)).toBe('از ۲۰٬۰۰۰ تا ۱۵۰٬۰۰۰ تومان');
    expect(label(20000, null)).toBe('از ۲۰٬۰۰۰ تومان');
    expect(label(null, 5000)).toBe('تا ۵٬۰۰۰ تومان');
  });

  it('removes the whole price range with one chip, and shelves with their own chips', () => {
    const filters = { ...emptyFilters, shelf: 4, specialShelf: 2, minTomans: 1000, maxTomans: 9000 };
    const chips = buildFilterChips(filters, names);
    expect(chips.map((chip) => chip.key)).toEqual(['shelf', 'special-shelf', 'price']);
    expect(chips[2]?.without).toMatchObject({ minTomans: null, maxTomans: null, shelf: 4 });
  });

  it('names the chosen shelf from the filters data, and falls back to a generic label', () => {
    expect(buildFilterChips({ ...emptyFilters, shelf: 4 }, names)[0]?.label).toBe('پرفروش‌های لبنیات');
    expect(buildFilterChips({ ...emptyFilters, shelf: 9 }, names)[0]?.label).toBe('قفسهٔ انتخاب‌شده');
  });
});
