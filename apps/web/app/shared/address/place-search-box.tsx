import type { FoundPlace } from '@shop/domain/account/schemas';
import { useId, useState, type KeyboardEvent } from 'react';
import { faAddresses } from '../i18n/fa-addresses.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { usePlaceSearch, wantsPlaces } from './use-place-search.ts';

const t = faAddresses.dialog;
type Point = { lat: number; lng: number };

/**
 * The map's search box (storefront.md §9: 250 ms debounce, 15 results): a combobox over the map.
 * Choosing a place (tap, or arrows and Enter) hands it to the dialog, which moves the map there.
 */
export function PlaceSearchBox({ near, onChoose }: { near: Point; onChoose: (place: FoundPlace) => void }) {
  const listId = useId();
  const [term, setTerm] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = usePlaceSearch(term, near);
  const isCurrent = 'term' in state && state.term === term;
  const places = isCurrent && state.status === 'done' ? state.places : [];
  const status = isCurrent && state.status !== 'loading' ? state.status : 'loading';
  const isShown = isOpen && wantsPlaces(term);

  function choose(place: FoundPlace) {
    setTerm(place.name);
    setOpen(false);
    setActive(-1);
    onChoose(place);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && isShown) {
      // Closes the list, not the dialog.
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((old) => (places.length === 0 ? -1 : (old + step + places.length) % places.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const place = places[active] ?? places[0];
      if (place) choose(place);
    }
  }

  return (
    <div className="absolute inset-x-3 top-3 z-[1000]" dir="rtl">
      <div className="relative">
        <input
          type="search"
          role="combobox"
          aria-label={t.searchLabel}
          aria-expanded={isShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isShown && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={t.searchPlaceholder}
          value={term}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-xl border border-black/10 bg-white ps-3 pe-11 text-base shadow-md outline-none focus:border-brand-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {term !== '' && (
          <button
            type="button"
            aria-label={t.clearSearch}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setTerm('');
              setActive(-1);
            }}
            className="absolute inset-y-0 end-0 grid w-11 place-items-center text-muted"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        )}
      </div>
      {isShown && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t.searchLabel}
          className="mt-1 max-h-64 overflow-y-auto rounded-xl border border-black/10 bg-white py-1 shadow-lg"
        >
          {places.map((place, index) => (
            <li
              key={`${place.name}-${place.lat}-${place.lng}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the box focused, so the list is still there when the tap ends.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
              className={`flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1.5 ${
                index === active ? 'bg-brand-50' : 'hover:bg-black/5'
              }`}
            >
              <span className="text-sm font-medium">{place.name}</span>
              <span className="text-xs text-muted">
                {t.kinds[place.kind]}، {place.district}
              </span>
            </li>
          ))}
          {places.length === 0 && (
            <li role="presentation" className="px-3 py-2.5 text-sm text-muted">
              {status === 'done' ? t.searchEmpty : status === 'failed' ? t.searchFailed : t.searching}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
