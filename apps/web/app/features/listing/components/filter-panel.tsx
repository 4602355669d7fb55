import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { LazySwitch } from '../../../shared/ui/lazy-switch.tsx';
import { faListingFilters } from '../../../shared/i18n/fa-listing-filters.ts';
import { toggleBrand, type ListingFilters } from '../listing-filters.ts';
import type { ListingScope } from '../listing-scope.ts';
import { priceBounds } from '../price-range.ts';
import { BrandFilter } from './brand-filter.tsx';
import { PriceFilter } from './price-filter.tsx';
import { ShelfFilter } from './shelf-filter.tsx';

type FilterPanelProps = {
  scope: ListingScope;
  filters: ListingFilters;
  filtersData: FiltersData;
  onChange: (filters: ListingFilters) => void;
  /** Tells the sidebar's and the sheet's switches and radio groups apart. */
  idPrefix: string;
};

/** The sidebar's filters (also the phone's bottom sheet): brands, special sale, available only, shelf, price. */
export function FilterPanel({ scope, filters, filtersData, onChange, idPrefix }: FilterPanelProps) {
  const bounds = priceBounds(filtersData.price);
  return (
    <div>
      {scope.kind !== 'brand' && filtersData.brands.length > 0 ? (
        <BrandFilter
          brands={filtersData.brands}
          selected={filters.brands}
          onToggle={(brandId) => onChange(toggleBrand(filters, brandId))}
        />
      ) : null}
      <SwitchRow
        id={`${idPrefix}-special-sale`}
        label={faListingFilters.specialSale}
        checked={filters.specialSale}
        onChange={(specialSale) => onChange({ ...filters, specialSale })}
      />
      <SwitchRow
        id={`${idPrefix}-available`}
        label={faListingFilters.availableOnly}
        checked={filters.availableOnly}
        onChange={(availableOnly) => onChange({ ...filters, availableOnly })}
      />
      {filtersData.shelves.length > 0 ? (
        <ShelfFilter
          shelves={filtersData.shelves}
          selected={filters.shelf}
          onSelect={(shelf) => onChange({ ...filters, shelf })}
          name={`${idPrefix}-shelf`}
        />
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

/** A yes-or-no filter: its name, and a switch the name labels. */
function SwitchRow({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <section className="flex items-center justify-between gap-3 border-b border-black/5 py-4 first:pt-0 last:border-b-0">
      <label htmlFor={id} className="cursor-pointer text-sm font-bold">
        {label}
      </label>
      <LazySwitch id={id} checked={checked} onCheckedChange={onChange} />
    </section>
  );
}
