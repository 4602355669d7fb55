import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getQueryClient } from '../../../shared/api/query-client.ts';
import { useListingProducts } from '../hooks/use-listing-products.ts';
import type { ListingData } from '../load-listing.ts';
import { shownListingPages, type ListingPages } from '../listing-pages.ts';
import { listingKey } from '../listing-scope.ts';

// The pages remembered for coming back live exactly as long as TanStack Query keeps the listing:
// a listing dropped from its cache starts again from page 1, not from a list it cannot continue.
getQueryClient()
  .getQueryCache()
  .subscribe((event) => {
    const [kind, key] = event.query.queryKey;
    if (event.type === 'removed' && kind === 'listing' && typeof key === 'string') {
      shownListingPages.delete(key);
    }
  });

type ListingPagesLoaderProps = {
  data: ListingData;
  /** Receives the pages whenever they change; ProductResults draws them in its one grid. */
  onChange: (pages: ListingPages) => void;
};

/**
 * Pages after the first, through TanStack Query: loaded (with TanStack's code) only when the
 * customer nears the end of page 1. It draws nothing itself, so the grid above stays the same
 * element and page 1's cards are never drawn again.
 */
export function ListingPagesLoader(props: ListingPagesLoaderProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <PagesFromQuery {...props} />
    </QueryClientProvider>
  );
}

function PagesFromQuery({ data, onChange }: ListingPagesLoaderProps) {
  const pages = useListingProducts(data);
  const key = listingKey(data.filters, data.scope);
  const hasMoreThanFirstPage = pages.products.length > data.firstPage.products.length;
  // Mounted because page 2 is wanted: ask for it once, on arrival, unless the cache already holds
  // more. Later pages follow the grid's sentinel.
  const { hasNextPage, fetchNextPage } = pages;
  const askedOnArrival = useRef(false);
  useEffect(() => {
    if (askedOnArrival.current) return;
    askedOnArrival.current = true;
    if (!hasMoreThanFirstPage && hasNextPage) fetchNextPage();
  }, [hasMoreThanFirstPage, hasNextPage, fetchNextPage]);
  useEffect(() => {
    onChange(pages);
    if (hasMoreThanFirstPage) shownListingPages.set(key, pages);
  }, [pages, onChange, key, hasMoreThanFirstPage]);
  return null;
}
