import { sortOptions, sortValues, type SortValue } from '@shop/domain/catalogue/listing-constants';
import { toLatinDigits } from '@shop/domain/persian-digits';

/**
 * The spec's filter state as the URL holds it. Prices are whole tomans, not the API's rials:
 * customers read and share these URLs, and `max=50000` says "50,000 tomans" to them
 * (see README.md in this folder). `null` means "not narrowed by this".
 */
export type ListingFilters = {
  q: string | null;
  brands: number[];
  specialSale: boolean;
  /** «فقط کالاهای موجود»: only what can be bought now (`available=1`). */
  availableOnly: boolean;
  shelf: number | null;
  specialShelf: number | null;
  minTomans: number | null;
  maxTomans: number | null;
  sort: SortValue | null;
};

export const emptyFilters: ListingFilters = {
  q: null,
  brands: [],
  specialSale: false,
  availableOnly: false,
  shelf: null,
  specialShelf: null,
  minTomans: null,
  maxTomans: null,
  sort: null,
};

const maxQueryLength = 100;
const maxBrands = 50;

// Customers type into URLs (and the price fields) Persian or Arabic digits and thousands separators;
// accept them all.
export function readWholeNumber(raw: string | null): number | null {
  if (raw === null) return null;
  const text = toLatinDigits(raw).replace(/[\s,٬،]/g, '');
  if (!/^\d{1,12}$/.test(text)) return null;
  return Number(text);
}

function parseId(raw: string | null): number | null {
  const value = readWholeNumber(raw);
  return value !== null && value > 0 && value <= 2_147_483_647 ? value : null;
}

function readIdList(raw: string | null): number[] {
  if (!raw) return [];
  const ids = toLatinDigits(raw)
    .split(/[,،]/)
    .map((part) => parseId(part.trim()))
    .filter((id): id is number => id !== null);
  // Sorted and unique, so the same selection always makes the same URL (and the same cache key).
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, maxBrands);
}

function readSort(raw: string | null): SortValue | null {
  const value = readWholeNumber(raw);
  return sortValues.find((sort) => sort === value) ?? null;
}

function readFlag(raw: string | null): boolean {
  const flag = toLatinDigits(raw ?? '');
  return flag === '1' || flag === 'true';
}

function readQuery(raw: string | null): string | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, maxQueryLength);
  return text === '' ? null : text;
}

/** URL query → filter state. Junk is dropped rather than refused: a mangled shared link still opens. */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
  let minTomans = readWholeNumber(params.get('min'));
  let maxTomans = readWholeNumber(params.get('max'));
  // The API refuses min above max (422); a hand-edited URL more likely swapped them.
  if (minTomans !== null && maxTomans !== null && minTomans > maxTomans) {
    [minTomans, maxTomans] = [maxTomans, minTomans];
  }
  return {
    q: readQuery(params.get('q')),
    brands: readIdList(params.get('brand')),
    specialSale: readFlag(params.get('special_sale')),
    availableOnly: readFlag(params.get('available')),
    shelf: parseId(params.get('shelf')),
    specialShelf: parseId(params.get('special_shelf')),
    minTomans,
    maxTomans,
    sort: readSort(params.get('sortby')),
  };
}

/** Filter state → URL query (`?…`, or '' when nothing is set), in one fixed order with Latin digits. */
export function listingSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.brands.length > 0) params.set('brand', [...filters.brands].sort((a, b) => a - b).join(','));
  if (filters.specialSale) params.set('special_sale', '1');
  if (filters.availableOnly) params.set('available', '1');
  if (filters.shelf !== null) params.set('shelf', String(filters.shelf));
  if (filters.specialShelf !== null) params.set('special_shelf', String(filters.specialShelf));
  if (filters.minTomans !== null) params.set('min', String(filters.minTomans));
  if (filters.maxTomans !== null) params.set('max', String(filters.maxTomans));
  if (filters.sort !== null) params.set('sortby', String(filters.sort));
  // Commas are legal in a query; `brand=1,2` reads better in a shared link than `brand=1%2C2`.
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

export function listingHref(basePath: string, filters: ListingFilters): string {
  return `${basePath}${listingSearch(filters)}`;
}

/**
 * Whether the customer narrowed the list. The search term and the sort are not filters: the
 * empty message for "milk" is "nothing found", not "nothing found with the selected filter".
 */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return (
    filters.brands.length > 0 ||
    filters.specialSale ||
    filters.availableOnly ||
    filters.shelf !== null ||
    filters.specialShelf !== null ||
    filters.minTomans !== null ||
    filters.maxTomans !== null
  );
}

/** "Remove all filters": keeps what the page is about (the search term) and the chosen sort. */
export function withoutFilters(filters: ListingFilters): ListingFilters {
  return { ...emptyFilters, q: filters.q, sort: filters.sort };
}

export function toggleBrand(filters: ListingFilters, brandId: number): ListingFilters {
  const brands = filters.brands.includes(brandId)
    ? filters.brands.filter((id) => id !== brandId)
    : [...filters.brands, brandId].sort((a, b) => a - b);
  return { ...filters, brands };
}

/**
 * The API's order when no sort is asked for: relevance for a search term, else best-selling.
 * Relevance is not one of the spec's five sorts, so a search shows none of them chosen.
 */
export function shownSort(filters: ListingFilters): SortValue | null {
  return filters.sort ?? (filters.q ? null : sortOptions.bestSelling);
}

/** The `sortby` a sort link writes: none for the default order, so the plain URL stays the canonical one. */
export function sortParam(filters: ListingFilters, sort: SortValue): SortValue | null {
  return !filters.q && sort === sortOptions.bestSelling ? null : sort;
}
