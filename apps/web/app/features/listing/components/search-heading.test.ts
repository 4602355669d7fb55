import { describe, expect, it } from 'vitest';
import { emptyFilters } from '../listing-filters.ts';
import { correctionNote, searchTitle } from './search-heading.tsx';

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

describe('the note under a corrected search', () => {
  const text = (note: ReturnType<typeof correctionNote>) => note?.map((part) => part.text).join('');

  it('asks «منظورتان …؟» for a misspelling, naming what was typed and what was searched', () => {
    const data = {
      filters: { ...emptyFilters, q: 'ماصت' },
      firstPage: { ...page, correctedQuery: 'ماست', correctedBecause: 'spelling' as const },
    };
    expect(searchTitle(data)).toBe('نتایج برای «ماست»');
    expect(text(correctionNote(data))).toBe(
      'منظورتان «ماست» بود؟ برای «ماصت» چیزی پیدا نشد؛ نتایج «ماست» نمایش داده شده است.',
    );
  });

  it('names the Latin letters typed on an English layout, isolated, and the words searched', () => {
    const data = {
      filters: { ...emptyFilters, q: 'lhwj' },
      firstPage: { ...page, correctedQuery: 'ماست', correctedBecause: 'keyboard_layout' as const },
    };
    const note = correctionNote(data);
    expect(text(note)).toBe('«lhwj» با صفحه‌کلید انگلیسی تایپ شده بود؛ نتایج «ماست» نمایش داده شده است.');
    expect(note?.filter((part) => part.name === 'query')).toEqual([{ text: 'lhwj', name: 'query' }]);
  });

  it('shows the searched words with Persian digits, and says nothing for a query searched as typed', () => {
    const data = {
      filters: { ...emptyFilters, q: 'ماصت 2' },
      firstPage: { ...page, correctedQuery: 'ماست 2', correctedBecause: 'spelling' as const },
    };
    expect(searchTitle(data)).toBe('نتایج برای «ماست ۲»');
    expect(correctionNote({ filters: { ...emptyFilters, q: 'ماست' }, firstPage: page })).toBeNull();
  });
});
