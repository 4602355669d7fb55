import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { ProductListPage } from './product-list-page.ts';

/** What the grid shows of a listing and what it can do next. */
export type ListingPages = {
  products: ProductCard[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isNextPageError: boolean;
  fetchNextPage: () => void;
};

/** Page 1 alone, as the route loader sent it; `fetchNextPage` is whatever starts loading more. */
export function firstPageOnly(
  page: ProductListPage,
  { isLoading, loadMore }: { isLoading: boolean; loadMore: () => void },
): ListingPages {
  return {
    products: page.products,
    hasNextPage: page.products.length > 0 && page.products.length < page.count,
    isFetchingNextPage: isLoading,
    isNextPageError: false,
    fetchNextPage: loadMore,
  };
}

/**
 * The last pages shown of each listing (by listingKey) that went past page 1 in this visit. Coming
 * back to one (Back, or a filter undone) shows them again in the first render, before TanStack
 * Query's code is asked for, so the browser restores the scroll position into them.
 */
export const shownListingPages = new Map<string, ListingPages>();
