import { describe, expect, it } from 'vitest';
import { queryEntries } from './transport.ts';

describe('queryEntries', () => {
  it.each([
    [undefined, []],
    [{}, []],
    [
      { q: 'شیر', page: 2, special_sale: true },
      [
        ['q', 'شیر'],
        ['page', '2'],
        ['special_sale', 'true'],
      ],
    ],
    [{ q: '', brand: undefined, shelf: null, min: 0 }, [['min', '0']]],
  ] as const)('%j', (query, entries) => {
    expect(queryEntries(query)).toEqual(entries);
  });
});
