import { ProductGrid } from '../../../components/product/product-grid.tsx';
import { fa } from '../../../i18n/fa.ts';
import { faListing } from '../../../i18n/fa-listing.ts';
import { useInfiniteSentinel } from '../hooks/use-infinite-sentinel.ts';
import type { useListingProducts } from '../hooks/use-listing-products.ts';
import { EmptyState } from './empty-state.tsx';

type ProductResultsProps = {
  list: ReturnType<typeof useListingProducts>;
  isFiltered: boolean;
};

/**
 * The grid and what follows it: more pages load when the sentinel under the grid nears the viewport;
 * the "show more" button is there for when that does not happen (no IntersectionObserver, a failed
 * page). Each card is a plain link, so the first page works without a script.
 */
export function ProductResults({ list, isFiltered }: ProductResultsProps) {
  const { products, hasNextPage, isFetchingNextPage, isNextPageError, fetchNextPage } = list;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isNextPageError;
  const sentinelRef = useInfiniteSentinel<HTMLDivElement>(() => void fetchNextPage(), canLoadMore);
  if (products.length === 0) return <EmptyState isFiltered={isFiltered} />;
  return (
    <>
      <ProductGrid products={products} />
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
            onClick={() => void fetchNextPage()}
            className="rounded-xl border border-black/10 bg-white px-5 py-2 text-sm font-semibold hover:bg-surface"
          >
            {isNextPageError ? fa.common.retry : faListing.showMore}
          </button>
        ) : null}
      </div>
    </>
  );
}
