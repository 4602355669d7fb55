import { describe, expect, it, vi } from 'vitest';
import { firstPageOnly } from './listing-pages.ts';

const product = (id: number) => ({ id }) as never;

describe('page 1 alone', () => {
  it('offers more while fewer products show than match', () => {
    const loadMore = vi.fn();
    const pages = firstPageOnly(
      {
        products: [product(1), product(2)],
        count: 3,
        correctedQuery: null,
        correctedBecause: null,
        shelfTitle: null,
      },
      { isLoading: false, loadMore },
    );
    expect(pages.hasNextPage).toBe(true);
    expect(pages.isFetchingNextPage).toBe(false);
    pages.fetchNextPage();
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('offers nothing more when all show, or when the page came back empty', () => {
    const none = { isLoading: false, loadMore: () => {} };
    expect(
      firstPageOnly(
        { products: [product(1)], count: 1, correctedQuery: null, correctedBecause: null, shelfTitle: null },
        none,
      ).hasNextPage,
    ).toBe(false);
    expect(
      firstPageOnly(
        { products: [], count: 5, correctedQuery: null, correctedBecause: null, shelfTitle: null },
        none,
      ).hasNextPage,
    ).toBe(false);
  });

  it('says it is loading while TanStack Query is on its way', () => {
    const pages = firstPageOnly(
      { products: [product(1)], count: 2, correctedQuery: null, correctedBecause: null, shelfTitle: null },
      { isLoading: true, loadMore: () => {} },
    );
    expect(pages.isFetchingNextPage).toBe(true);
  });
});
