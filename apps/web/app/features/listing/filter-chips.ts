import { formatNumberFa } from '@shop/domain/money';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { format } from '../../shared/i18n/fa.ts';
import { faListing } from '../../shared/i18n/fa-listing.ts';
import type { ListingFilters } from './listing-filters.ts';

/** One removable chip: its label and the filter state once it is removed. */
export type FilterChip = { key: string; label: string; without: ListingFilters };

function priceLabel(min: number | null, max: number | null): string {
  const chips = faListing.chips;
  if (min !== null && max !== null) {
    return format(chips.priceBetween, { min: formatNumberFa(min), max: formatNumberFa(max) });
  }
  return min !== null
    ? format(chips.priceFrom, { min: formatNumberFa(min) })
    : format(chips.priceUpTo, { max: formatNumberFa(max ?? 0) });
}

/** Brand and shelf names by id, from the filters data. */
export type FilterNames = { brands: ReadonlyMap<number, string>; shelves: ReadonlyMap<number, string> };

export const noFilterNames: FilterNames = { brands: new Map(), shelves: new Map() };

export function filterNames(data: Pick<FiltersData, 'brands' | 'shelves'>): FilterNames {
  return {
    brands: new Map(data.brands.map((brand) => [brand.id, brand.name])),
    shelves: new Map(data.shelves.map((shelf) => [shelf.id, shelf.name])),
  };
}

/**
 * The chips above the list, one per active filter, in the sidebar's order. Brand and shelf names
 * come from the filters data; one the data no longer lists still gets a chip, so it can be removed.
 */
export function buildFilterChips(filters: ListingFilters, names: FilterNames): FilterChip[] {
  const chips: FilterChip[] = filters.brands.map((id) => ({
    key: `brand-${id}`,
    label: names.brands.get(id) ?? format(faListing.chips.brandFallback, { id: formatNumberFa(id) }),
    without: { ...filters, brands: filters.brands.filter((other) => other !== id) },
  }));
  if (filters.specialSale) {
    chips.push({
      key: 'special-sale',
      label: faListing.chips.specialSale,
      without: { ...filters, specialSale: false },
    });
  }
  if (filters.availableOnly) {
    chips.push({
      key: 'available',
      label: faListing.chips.availableOnly,
      without: { ...filters, availableOnly: false },
    });
  }
  if (filters.shelf !== null) {
    chips.push({
      key: 'shelf',
      label: names.shelves.get(filters.shelf) ?? faListing.chips.shelf,
      without: { ...filters, shelf: null },
    });
  }
  if (filters.specialShelf !== null) {
    chips.push({
      key: 'special-shelf',
      label: faListing.chips.specialShelf,
      without: { ...filters, specialShelf: null },
    });
  }
  if (filters.minTomans !== null || filters.maxTomans !== null) {
    chips.push({
      key: 'price',
      label: priceLabel(filters.minTomans, filters.maxTomans),
      without: { ...filters, minTomans: null, maxTomans: null },
    });
  }
  return chips;
}
