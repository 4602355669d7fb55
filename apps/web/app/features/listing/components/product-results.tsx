import { Suspense, useState } from 'react';
import { lazyWhenOnline } from '../../../shared/connection.ts';
import { ProductGrid } from '../../../shared/product/product-grid.tsx';
import { fa } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { useInfiniteSentinel } from '../hooks/use-infinite-sentinel.ts';
import type { ListingData } from '../load-listing.ts';
import { firstPageOnly, shownListingPages, type ListingPages } from '../listing-pages.ts';
import { listingKey } from '../listing-scope.ts';
import { EmptyState } from './empty-state.tsx';

const ListingPagesLoader = lazyWhenOnline(() =>
  import('./listing-pages-loader.tsx').then((module) => ({ default: module.ListingPagesLoader })),
);

type ProductResultsProps = {
  data: ListingData;
  isFiltered: boolean;
  /** The listing without its filters, offered when they emptied it. */
  clearFiltersPath: string;
};

/**
 * The grid and what follows it. Page 1 is the loader's; when the sentinel under the grid nears the
 * viewport, ListingPagesLoader (TanStack Query, fetched then) brings the next pages into the same
 * grid. The "show more" button is there for when that does not happen (no IntersectionObserver, a
 * failed page). Each card is a plain link, so the first page works without a script. Give it a `key`
 * of the listing, so that another filter starts over.
 */
export function ProductResults({ data, isFiltered, clearFiltersPath }: ProductResultsProps) {
  const key = listingKey(data.filters, data.scope);
  const [shown, setShown] = useState(() => shownListingPages.get(key) ?? null);
  const [wantsMore, setWantsMore] = useState(shown !== null);
  const pages =
    shown ?? firstPageOnly(data.firstPage, { isLoading: wantsMore, loadMore: () => setWantsMore(true) });
  if (pages.products.length === 0) {
    return (
      <EmptyState
        isFiltered={isFiltered}
        clearFiltersPath={isFiltered ? clearFiltersPath : null}
        help={data.nothingFound}
      />
    );
  }
  return (
    <>
      {/* The cards' names are h3, as on the home's shelves: the outline goes h1 → h2 → h3. */}
      <h2 className="sr-only">{faListing.results}</h2>
      <ProductGrid products={pages.products} />
      <GridEnd pages={pages} />
      {wantsMore ? (
        <Suspense fallback={null}>
          <ListingPagesLoader data={data} onChange={setShown} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Under the grid: the sentinel, the loading and error lines, and the "show more" button. */
function GridEnd({ pages }: { pages: ListingPages }) {
  const { hasNextPage, isFetchingNextPage, isNextPageError, fetchNextPage } = pages;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isNextPageError;
  const sentinelRef = useInfiniteSentinel<HTMLDivElement>(fetchNextPage, canLoadMore);
  return (
    <div ref={sentinelRef} className="flex min-h-16 flex-col items-center justify-center gap-2 py-4">
      {isFetchingNextPage ? (
        <p role="status" className="text-sm text-muted">
          {faListing.loadingMore}
        </p>
      ) : null}
      {isNextPageError ? (
        <p role="alert" className="text-sm text-brand-700">
          {faListing.loadError}
        </p>
      ) : null}
      {hasNextPage && !isFetchingNextPage ? (
        <button
          type="button"
          onClick={fetchNextPage}
          className="min-h-11 rounded-xl border border-black/10 bg-white px-5 text-sm font-semibold hover:bg-surface"
        >
          {isNextPageError ? fa.common.retry : faListing.showMore}
        </button>
      ) : null}
    </div>
  );
}
