import { formatNumberFa } from '@shop/domain/money';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { faListingFilters } from '../../../shared/i18n/fa-listing-filters.ts';
import { FilterSection } from './filter-section.tsx';

type ShelfFilterProps = {
  shelves: FiltersData['shelves'];
  selected: number | null;
  onSelect: (shelfId: number | null) => void;
  /** The radio group's name: the sidebar and the phone's sheet each have one. */
  name: string;
};

/**
 * One shelf at a time (the URL's `shelf` is a single id): radio buttons with how many products each
 * would list, and "every shelf" to leave it. Shelves come from the filters data, most products first.
 */
export function ShelfFilter({ shelves, selected, onSelect, name }: ShelfFilterProps) {
  const options = [{ id: null, name: faListingFilters.allShelves, count: null }, ...shelves];
  return (
    <FilterSection title={faListingFilters.shelf}>
      <div role="radiogroup" aria-label={faListingFilters.shelf}>
        {options.map((shelf) => (
          <div key={shelf.id ?? 'all'}>
            <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1 hover:bg-surface lg:min-h-9">
              <input
                type="radio"
                name={name}
                checked={selected === shelf.id}
                onChange={() => onSelect(shelf.id)}
                className="size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 flex-1 truncate text-sm">{shelf.name}</span>
              {shelf.count === null ? null : (
                <span className="text-xs text-muted">{formatNumberFa(shelf.count)}</span>
              )}
            </label>
          </div>
        ))}
      </div>
    </FilterSection>
  );
}
