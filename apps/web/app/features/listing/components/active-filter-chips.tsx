import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { RemovableChip } from '../../../shared/ui/removable-chip.tsx';
import { format } from '../../../shared/i18n/fa.ts';
import { faListing } from '../../../shared/i18n/fa-listing.ts';
import { buildFilterChips, filterNames } from '../filter-chips.ts';
import { listingHref, withoutFilters, type ListingFilters } from '../listing-filters.ts';

type ActiveFilterChipsProps = {
  filters: ListingFilters;
  filtersData: FiltersData;
  basePath: string;
};

/** A removable chip per active filter, and "remove all filters". Links, so they work without a script. */
export function ActiveFilterChips({ filters, filtersData, basePath }: ActiveFilterChipsProps) {
  const chips = useMemo(() => buildFilterChips(filters, filterNames(filtersData)), [filters, filtersData]);
  if (chips.length === 0) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" aria-label={faListing.activeFilters} role="group">
      {chips.map((chip) => (
        <RemovableChip
          key={chip.key}
          label={chip.label}
          to={listingHref(basePath, chip.without)}
          removeLabel={format(faListing.removeFilter, { name: chip.label })}
        />
      ))}
      <Link
        to={listingHref(basePath, withoutFilters(filters))}
        preventScrollReset
        rel="nofollow"
        className="px-1 text-xs font-semibold text-brand-700 hover:underline"
      >
        {faListing.removeAll}
      </Link>
    </div>
  );
}
