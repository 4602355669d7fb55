import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../listing-filters.ts';
import { searchTitle } from './search-heading.tsx';

const page = { products: [], count: 0, correctedQuery: null, correctedBecause: null, shelfTitle: null };

describe('the search page title', () => {
  it("is a shelf's own name on its «see all» list", () => {
    const firstPage = { ...page, shelfTitle: 'پرفروش‌ترین‌های هفته' };
    expect(searchTitle({ filters: { ...emptyFilters, specialShelf: 1 }, firstPage })).toBe(
      'پرفروش‌ترین‌های هفته',
    );
  });

  it('names the searched words before a shelf, and says "all products" with neither', () => {
    const firstPage = { ...page, shelfTitle: 'لبنیات تازه' };
    expect(searchTitle({ filters: { ...emptyFilters, q: 'شیر', shelf: 2 }, firstPage })).toBe('جستجوی «شیر»');
    expect(searchTitle({ filters: emptyFilters, firstPage: page })).toBe('همهٔ محصولات');
  });
});
