import type { FiltersData } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../shared/api/client.ts';
import { parseListingFilters, type ListingFilters } from './listing-filters.ts';
import { fetchFiltersData, fetchProductPage, scopeFilters, type ListingScope } from './listing-scope.ts';
import { assertShelfExists } from './missing-shelf.tsx';
import { loadNothingFoundHelp, type NothingFoundHelp } from './nothing-found-help.ts';
import type { ProductListPage } from './product-list-page.ts';

/** What a listing route's loader hands its page: the URL's filters, page 1 and the sidebar's data. */
export type ListingData = {
  scope: ListingScope;
  filters: ListingFilters;
  firstPage: ProductListPage;
  filtersData: FiltersData;
  /** Ways out of an empty page 1 (other words, main categories, best sellers); null with results. */
  nothingFound: NothingFoundHelp | null;
};

const noFiltersData: FiltersData = { brands: [], price: { min: 0, max: 0 }, shelves: [] };

/**
 * Page 1 and the filters data, on the server, so the first paint (and crawlers) see real products.
 * The sidebar is not worth failing the page for: without its data the list still shows.
 */
export function loadListing(api: ApiClient, scope: ListingScope, url: URL): Promise<ListingData> {
  return loadListingFor(api, scope, scopeFilters(parseListingFilters(url.searchParams), scope));
}

export async function loadListingFor(
  api: ApiClient,
  scope: ListingScope,
  filters: ListingFilters,
): Promise<ListingData> {
  const [firstPage, filtersData] = await Promise.all([
    fetchProductPage(api, scope, filters, 1),
    fetchFiltersData(api, scope, filters).catch(() => noFiltersData),
  ]);
  assertShelfExists(filters, firstPage);
  const nothingFound = firstPage.count === 0 ? await loadNothingFoundHelp(api, filters.q) : null;
  return { scope, filters, firstPage, filtersData, nothingFound };
}

/**
 * A category's or brand's listing: the subject and page 1 are fetched together; a missing subject
 * gives null (the route answers 404) and the listing's own failure for it is not the answer.
 */
export async function loadSubjectListing<S>(
  findSubject: Promise<S | null>,
  listing: Promise<ListingData>,
): Promise<{ subject: S; listing: ListingData } | null> {
  listing.catch(() => undefined);
  const subject = await findSubject;
  return subject === null ? null : { subject, listing: await listing };
}
