import { formatNumberFa } from '@shop/domain/money';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { useId, useMemo, useState } from 'react';
import { SearchIcon } from '../../../shared/ui/icons.tsx';
import { faListingFilters } from '../../../shared/i18n/fa-listing-filters.ts';
import { filterBrands, selectedFirst } from '../filter-brands.ts';
import { FilterSection } from './filter-section.tsx';

type BrandFilterProps = {
  brands: FiltersData['brands'];
  selected: readonly number[];
  onToggle: (brandId: number) => void;
};

/** Brand checkboxes with their own search box, which narrows the list as the customer types. */
export function BrandFilter({ brands, selected, onToggle }: BrandFilterProps) {
  const [term, setTerm] = useState('');
  // Brands checked when the panel appeared (a shared link, a reload) come first; later taps do not
  // reorder the list, so rows never jump under the finger.
  const [pinned] = useState(selected);
  const shown = useMemo(() => filterBrands(selectedFirst(brands, pinned), term), [brands, pinned, term]);
  const inputId = useId();
  return (
    <FilterSection title={faListingFilters.brand}>
      <div className="relative mb-2">
        <SearchIcon className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={inputId}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={faListingFilters.brandSearch}
          aria-label={faListingFilters.brandSearch}
          className="h-11 w-full rounded-xl border border-black/10 bg-surface ps-8 pe-3 text-sm outline-none focus:border-brand-600 lg:h-9"
        />
      </div>
      <ul className="max-h-64 overflow-y-auto overscroll-contain pe-1">
        {shown.map((brand) => (
          <li key={brand.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1 hover:bg-surface lg:min-h-9">
              <input
                type="checkbox"
                checked={selected.includes(brand.id)}
                onChange={() => onToggle(brand.id)}
                className="size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 flex-1 truncate text-sm">{brand.name}</span>
              <span className="text-xs text-muted">{formatNumberFa(brand.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="py-2 text-sm text-muted">{faListingFilters.noBrandFound}</p> : null}
    </FilterSection>
  );
}
