import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  hasActiveFilters,
  listingHref,
  listingSearch,
  parseListingFilters,
  shownSort,
  sortParam,
  toggleBrand,
  withoutFilters,
  type ListingFilters,
} from './listing-filters.ts';

const parse = (query: string) => parseListingFilters(new URLSearchParams(query));

const full: ListingFilters = {
  q: 'شیر کم‌چرب',
  brands: [2, 7],
  specialSale: true,
  availableOnly: true,
  shelf: 12,
  specialShelf: 3,
  minTomans: 20000,
  maxTomans: 150000,
  sort: 1,
};

describe('listing filters in the URL', () => {
  it('reads every filter and the sort from the query', () => {
    expect(
      parse(
        'q=شیر+کم‌چرب&brand=7,2&available=1&special_sale=1&shelf=12&special_shelf=3&min=20000&max=150000&sortby=1',
      ),
    ).toEqual(full);
  });

  it('reads nothing from an empty query', () => {
    expect(parse('')).toEqual(emptyFilters);
  });

  it('accepts Persian and Arabic digits, the Persian comma and thousands separators', () => {
    expect(
      parse('brand=۷،۲&shelf=۱۲&min=۲۰٬۰۰۰&max=150,000&sortby=٣&special_sale=۱&available=۱'),
    ).toMatchObject({
      brands: [2, 7],
      shelf: 12,
      minTomans: 20000,
      maxTomans: 150000,
      sort: 3,
      specialSale: true,
      availableOnly: true,
    });
  });

  it('drops junk instead of failing, so a mangled shared link still opens', () => {
    expect(parse('brand=a,0,-3,4&shelf=x&min=cheap&sortby=9&special_sale=yes&available=2&q=%20%20')).toEqual({
      ...emptyFilters,
      brands: [4],
    });
  });

  it('swaps a minimum above the maximum rather than asking the API for an impossible range', () => {
    expect(parse('min=90000&max=10000')).toMatchObject({ minTomans: 10000, maxTomans: 90000 });
  });

  it('writes the filters back in one fixed order with Latin digits and readable commas', () => {
    expect(listingSearch(full)).toBe(
      '?q=%D8%B4%DB%8C%D8%B1+%DA%A9%D9%85%E2%80%8C%DA%86%D8%B1%D8%A8&brand=2,7&special_sale=1&available=1&shelf=12&special_shelf=3&min=20000&max=150000&sortby=1',
    );
    expect(listingSearch(emptyFilters)).toBe('');
    expect(listingHref('/search/brands/4/mihan/', { ...emptyFilters, sort: 2 })).toBe(
      '/search/brands/4/mihan/?sortby=2',
    );
  });

  it('reopens exactly the same filters from the URL it wrote (round trip)', () => {
    expect(parse(listingSearch(full).slice(1))).toEqual(full);
    const persian = parse('brand=۳،۱&min=۵۰۰۰');
    expect(parse(listingSearch(persian).slice(1))).toEqual(persian);
  });
});

describe('filter state changes', () => {
  it('counts brands, special sale, shelves and price as filters, but not the search term or the sort', () => {
    expect(hasActiveFilters({ ...emptyFilters, q: 'شیر', sort: 4 })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, brands: [1] })).toBe(true);
    expect(hasActiveFilters({ ...emptyFilters, maxTomans: 5000 })).toBe(true);
    expect(hasActiveFilters({ ...emptyFilters, shelf: 5 })).toBe(true);
    expect(hasActiveFilters({ ...emptyFilters, availableOnly: true })).toBe(true);
  });

  it('"remove all filters" keeps the search term and the sort', () => {
    expect(withoutFilters(full)).toEqual({ ...emptyFilters, q: full.q, sort: full.sort });
  });

  it('toggles a brand on and off, keeping the list sorted', () => {
    const on = toggleBrand({ ...emptyFilters, brands: [5] }, 2);
    expect(on.brands).toEqual([2, 5]);
    expect(toggleBrand(on, 5).brands).toEqual([2]);
  });
});

describe('the default sort', () => {
  it('is best-selling without a search term and relevance (none of the five) with one', () => {
    expect(shownSort(emptyFilters)).toBe(3);
    expect(shownSort({ ...emptyFilters, q: 'شیر' })).toBeNull();
    expect(shownSort({ ...emptyFilters, q: 'شیر', sort: 1 })).toBe(1);
  });

  it('leaves sortby out of the URL for the default order only', () => {
    expect(sortParam(emptyFilters, 3)).toBeNull();
    expect(sortParam(emptyFilters, 2)).toBe(2);
    expect(sortParam({ ...emptyFilters, q: 'شیر' }, 3)).toBe(3);
  });
});
