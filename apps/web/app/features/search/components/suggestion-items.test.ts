import { describe, expect, it } from 'vitest';
import type { SuggestionsResult } from '../api/get-suggestions.ts';
import { wantsSuggestions } from '../wants-suggestions.ts';
import { suggestionItems } from './suggestion-items.ts';

const product = (id: number, name: string) => ({
  id,
  name,
  slug: `p-${id}`,
  image: `/files/${id}.png`,
  brand: { id: 1, name: 'میهن', slug: 'میهن' },
  price: 100_000,
  price_by_discount: null,
  available: true,
  comming_soon: false,
  volume: 1,
  unit: { name: 'لیتر' },
});

const result: SuggestionsResult = {
  brands: [{ id: 1, name: 'میهن', slug: 'میهن', logo: null }],
  categories: [{ id: 5, name: 'شیر', slug: 'شیر', type: 'leaf' }],
  products: [product(7, 'شیر کم‌چرب پاستوریزه یک لیتری میهن با ویتامین دی و کلسیم افزوده برای خانواده')],
  correctedQuery: null,
};

describe('search suggestions', () => {
  it('names a product’s brand and pack size apart from its label, so a cut never loses them', () => {
    const item = suggestionItems(result, 'شیر').find((candidate) => candidate.kind === 'product');
    expect(item?.label.endsWith('...')).toBe(true);
    expect(item?.detail).toBe('میهن، ۱ لیتر');
    const noSize = { ...result.products[0]!, volume: null, unit: null };
    expect(
      suggestionItems({ ...result, products: [noSize] }, 'شیر').find((c) => c.kind === 'product')?.detail,
    ).toBe('میهن');
  });

  it('asks only for terms of two characters or more after normalisation', () => {
    expect(wantsSuggestions('ش')).toBe(false);
    expect(wantsSuggestions(' ش\u200c ')).toBe(false);
    expect(wantsSuggestions('شی')).toBe(true);
  });

  it('orders options brands, categories, products, then a search for the term', () => {
    expect(suggestionItems(result, 'شیر').map((item) => item.kind)).toEqual([
      'brand',
      'category',
      'product',
      'search',
    ]);
  });

  it('cuts product labels at 50 characters, between words', () => {
    // The 50th character falls inside «طعم»: a plain cut would leave «طع».
    const name = 'نوشابه گازدار پرتقالی خانواده یک و نیم لیتری با طعم پرتقال طبیعی';
    const label =
      suggestionItems({ ...result, products: [{ ...result.products[0]!, name }] }, 'نوشابه').find(
        (item) => item.kind === 'product',
      )?.label ?? '';
    expect(label.endsWith('...')).toBe(true);
    const kept = label.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(50);
    expect(name.startsWith(kept)).toBe(true);
    expect(name.charAt(kept.length)).toBe(' ');
  });

  it('searches for the corrected Persian text when the term was typed on an English layout', () => {
    const items = suggestionItems({ ...result, correctedQuery: 'سیر' }, 'sdv');
    expect(items.at(-1)).toMatchObject({
      kind: 'search',
      label: 'سیر',
      href: `/search?q=${encodeURIComponent('سیر')}`,
    });
  });

  it('links categories by their type: branches to shelves', () => {
    const items = suggestionItems(
      { ...result, categories: [{ id: 2, name: 'لبنیات', slug: 'لبنیات', type: 'branch' }] },
      'لب',
    );
    expect(items.find((item) => item.kind === 'category')?.href).toMatch(/\/shelves$/);
  });
});
