import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { LazySwitch } from '../../../components/ui/lazy-switch.tsx';
import { RemovableChip } from '../../../components/ui/removable-chip.tsx';
import { format } from '../../../i18n/fa.ts';
import { faListing } from '../../../i18n/fa-listing.ts';
import { buildFilterChips } from '../filter-chips.ts';
import { listingHref, toggleBrand, type ListingFilters } from '../listing-filters.ts';
import type { ListingScope } from '../listing-scope.ts';
import { priceBounds } from '../price-range.ts';
import { BrandFilter } from './brand-filter.tsx';
import { FilterSection } from './filter-section.tsx';
import { PriceFilter } from './price-filter.tsx';

type FilterPanelProps = {
  scope: ListingScope;
  filters: ListingFilters;
  filtersData: FiltersData;
  basePath: string;
  onChange: (filters: ListingFilters) => void;
  /** Tells the sidebar's and the sheet's switches apart. */
  idPrefix: string;
};

/** The sidebar's filters (also the phone's bottom sheet): brands, special sale, shelf, price. */
export function FilterPanel({ scope, filters, filtersData, basePath, onChange, idPrefix }: FilterPanelProps) {
  const bounds = priceBounds(filtersData.price);
  const saleId = `${idPrefix}-special-sale`;
  // The shelf has no list to choose from: it comes from a shelf's "see all" link, so it can only be removed.
  const shelfChips = buildFilterChips(filters, new Map()).filter(
    (chip) => chip.key === 'shelf' || chip.key === 'special-shelf',
  );
  return (
    <div>
      {scope.kind !== 'brand' && filtersData.brands.length > 0 ? (
        <BrandFilter
          brands={filtersData.brands}
          selected={filters.brands}
          onToggle={(brandId) => onChange(toggleBrand(filters, brandId))}
        />
      ) : null}
      <section className="flex items-center justify-between gap-3 border-b border-black/5 py-4 first:pt-0 last:border-b-0">
        <label htmlFor={saleId} className="cursor-pointer text-sm font-bold">
          {faListing.specialSale}
        </label>
        <LazySwitch
          id={saleId}
          checked={filters.specialSale}
          onCheckedChange={(specialSale) => onChange({ ...filters, specialSale })}
        />
      </section>
      {shelfChips.length > 0 ? (
        <FilterSection title={faListing.shelf}>
          <div className="flex flex-wrap gap-2">
            {shelfChips.map((chip) => (
              <RemovableChip
                key={chip.key}
                label={chip.label}
                to={listingHref(basePath, chip.without)}
                removeLabel={format(faListing.removeFilter, { name: chip.label })}
              />
            ))}
          </div>
        </FilterSection>
      ) : null}
      {bounds ? (
        <PriceFilter
          key={`${filters.minTomans}:${filters.maxTomans}:${bounds.min}:${bounds.max}`}
          bounds={bounds}
          filters={filters}
          onApply={onChange}
        />
      ) : null}
    </div>
  );
}
