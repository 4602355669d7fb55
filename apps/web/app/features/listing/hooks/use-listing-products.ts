import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import type { ListingData } from '../load-listing.ts';
import type { ListingPages } from '../listing-pages.ts';
import { fetchProductPage, listingKey } from '../listing-scope.ts';

/**
 * The listing's products: page 1 from the route loader (server-rendered), later pages from the
 * browser, 16 at a time, while fewer than `count` are shown. A new filter or sort is a new key,
 * so the list starts over from that URL's loader data. Only used once more than page 1 is wanted
 * (see ListingPagesLoader): TanStack Query is not part of a listing's first script.
 */
export function useListingProducts({ scope, filters, firstPage }: ListingData): ListingPages {
  const query = useInfiniteQuery({
    queryKey: ['listing', listingKey(filters, scope)],
    queryFn: ({ pageParam }) => fetchProductPage(browserApi, scope, filters, pageParam),
    initialPageParam: 1,
    initialData: { pages: [firstPage], pageParams: [1] },
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
      // An empty page means the count was stale (products sold out meanwhile): stop asking.
      return loaded < lastPage.count && lastPage.products.length > 0 ? lastPageParam + 1 : undefined;
    },
  });
  const pages = query.data.pages;
  const products = useMemo(() => {
    // A product sold between two page loads shifts the pages by one; do not show it twice.
    const seen = new Set<number>();
    return pages
      .flatMap((page) => page.products)
      .filter((product) => !seen.has(product.id) && seen.add(product.id));
  }, [pages]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  return useMemo(
    () => ({
      products,
      hasNextPage,
      isFetchingNextPage,
      isNextPageError: isFetchNextPageError,
      fetchNextPage: () => void fetchNextPage(),
    }),
    [products, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage],
  );
}
