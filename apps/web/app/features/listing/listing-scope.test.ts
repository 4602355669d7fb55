import { describe, expect, it } from 'vitest';
import { emptyFilters } from './listing-filters.ts';
import { listingKey, toApiQuery, toFiltersQuery } from './listing-scope.ts';

const search = { kind: 'search' } as const;

describe('the API query of a listing', () => {
  it('sends prices in rials although the URL holds tomans', () => {
    const query = toApiQuery({ ...emptyFilters, minTomans: 25000, maxTomans: 120000 }, search);
    expect(query).toMatchObject({ min: 250000, max: 1200000 });
  });

  it('sends brands as a comma list and the special-sale flag as 1', () => {
    expect(toApiQuery({ ...emptyFilters, brands: [3, 9], specialSale: true, sort: 5 }, search)).toMatchObject(
      {
        brand: '3,9',
        special_sale: 1,
        sortby: 5,
      },
    );
  });

  it('sends «فقط کالاهای موجود» as available=1, to the list and to the filters alike', () => {
    const filters = { ...emptyFilters, availableOnly: true };
    expect(toApiQuery(filters, search).available).toBe(1);
    expect(toFiltersQuery(filters, { kind: 'category', id: 2 }).available).toBe(1);
    expect(toApiQuery(emptyFilters, search).available).toBeUndefined();
    expect(listingKey(filters, search)).not.toBe(listingKey(emptyFilters, search));
  });

  it("always sends a brand page's own brand, whatever the URL says", () => {
    expect(toApiQuery({ ...emptyFilters, brands: [3] }, { kind: 'brand', id: 8 }).brand).toBe('8');
  });

  it('asks the filters endpoint without the price range, so the slider can widen again', () => {
    const query = toFiltersQuery({ ...emptyFilters, brands: [1], minTomans: 1000, sort: 2 }, search);
    expect(query).toMatchObject({ brand: '1', min: undefined, max: undefined, sortby: undefined });
  });

  it('gives the same cache key to the same list and different keys to different lists', () => {
    const a = listingKey({ ...emptyFilters, brands: [1, 2] }, { kind: 'category', id: 4 });
    expect(listingKey({ ...emptyFilters, brands: [1, 2] }, { kind: 'category', id: 4 })).toBe(a);
    expect(listingKey({ ...emptyFilters, brands: [1, 2] }, { kind: 'category', id: 5 })).not.toBe(a);
    expect(listingKey({ ...emptyFilters, brands: [1] }, { kind: 'category', id: 4 })).not.toBe(a);
  });
});
