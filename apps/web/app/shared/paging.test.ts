import { describe, expect, it } from 'vitest';
import { pageCountOf, pageHref, pageOf } from './paging.ts';

describe('pageOf', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=۳', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
    ['?page=99999', 1],
  ])('%s is page %i', (search, page) => {
    expect(pageOf(search)).toBe(page);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [30, 3],
  ])('%i codes make %i pages of ten', (count, pages) => {
    expect(pageCountOf(count)).toBe(pages);
  });
});

describe('pageHref', () => {
  it('leaves the first page without a query', () => {
    expect(pageHref('/profile/referral', 1)).toBe('/profile/referral');
    expect(pageHref('/profile/referral', 2)).toBe('/profile/referral?page=2');
  });
});
