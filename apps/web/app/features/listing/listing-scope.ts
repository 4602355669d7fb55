import { tomansToRials } from '@shop/domain/money';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../shared/api/client.ts';
import type { QueryOf } from '@shop/domain/api/contract';
import type { catalogueContracts } from '@shop/domain/catalogue/contracts';
import { getCategoryFilters } from './api/get-category-filters.ts';
import { getCategoryProducts } from './api/get-category-products.ts';
import { getSearchFilters } from './api/get-search-filters.ts';
import { searchProducts } from './api/search-products.ts';
import type { ListingFilters } from './listing-filters.ts';
import type { ProductListPage } from './product-list-page.ts';

/** What a listing is about, fixed by its route: everything, one category, or one brand. */
export type ListingScope =
  { kind: 'search' } | { kind: 'category'; id: number } | { kind: 'brand'; id: number };

/** A listing's query, as GET search reads it (a category's products take the same, less its id). */
type ApiQuery = QueryOf<(typeof catalogueContracts)['search']>;

/** The URL's filters as they apply to this scope: a brand page's brand is fixed, not a filter. */
export function scopeFilters(filters: ListingFilters, scope: ListingScope): ListingFilters {
  return scope.kind === 'brand' ? { ...filters, brands: [] } : filters;
}

/** Filter state → the API's query: tomans become rials; a brand page's own brand is always sent. */
export function toApiQuery(filters: ListingFilters, scope: ListingScope): ApiQuery {
  const brands = scope.kind === 'brand' ? [scope.id] : filters.brands;
  return {
    q: filters.q ?? undefined,
    brand: brands.length > 0 ? brands.join(',') : undefined,
    special_sale: filters.specialSale ? 1 : undefined,
    available: filters.availableOnly ? 1 : undefined,
    shelf: filters.shelf ?? undefined,
    special_shelf: filters.specialShelf ?? undefined,
    min: filters.minTomans === null ? undefined : tomansToRials(filters.minTomans),
    max: filters.maxTomans === null ? undefined : tomansToRials(filters.maxTomans),
    sortby: filters.sort ?? undefined,
  };
}

/**
 * The filters endpoint is asked without the price range and the sort: the slider's bounds are the
 * prices on offer under the other filters, so a chosen range can always be widened again.
 */
export function toFiltersQuery(filters: ListingFilters, scope: ListingScope): ApiQuery {
  return toApiQuery({ ...filters, minTomans: null, maxTomans: null, sort: null }, scope);
}

/** A stable key for TanStack Query: the scope plus the API query with its empty entries dropped. */
export function listingKey(filters: ListingFilters, scope: ListingScope): string {
  const query = Object.entries(toApiQuery(filters, scope)).filter(([, value]) => value !== undefined);
  const id = scope.kind === 'search' ? '' : scope.id;
  return `${scope.kind}:${id}:${new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()}`;
}

export function fetchProductPage(
  api: ApiClient,
  scope: ListingScope,
  filters: ListingFilters,
  page: number,
): Promise<ProductListPage> {
  const query = { ...toApiQuery(filters, scope), page };
  return scope.kind === 'category' ? getCategoryProducts(api, scope.id, query) : searchProducts(api, query);
}

export function fetchFiltersData(
  api: ApiClient,
  scope: ListingScope,
  filters: ListingFilters,
): Promise<FiltersData> {
  const query = toFiltersQuery(filters, scope);
  return scope.kind === 'category' ? getCategoryFilters(api, scope.id, query) : getSearchFilters(api, query);
}
