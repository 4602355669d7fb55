import { Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { lazyWhenOnline } from '../../../shared/connection.ts';
import { Form, useNavigate, useRouteLoaderData } from 'react-router';
import { SearchIcon } from '../../../shared/ui/icons.tsx';
import { fa } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { wantsSuggestions } from '../wants-suggestions.ts';
import type { SuggestionItem } from './suggestion-items.ts';

// The suggestions' code (their requests, options, list and words) loads when the box is first
// focused, not with every page's first script (the header's weight is budgeted: issues 4 and 22);
// it is there before the first answer, which waits for 500 ms without typing.
const loadSuggestions = () => import('./suggestions.tsx');
const Suggestions = lazyWhenOnline(() =>
  loadSuggestions().then((module) => ({ default: module.Suggestions })),
);

/** What the search page's loader answers, as far as the box reads it (routes/search.tsx). */
type SearchPageData = {
  filters: { q?: string | null };
  firstPage: { correctedQuery?: string | null };
};

function searchedWords(data: SearchPageData | undefined): string {
  return data ? (data.firstPage.correctedQuery ?? data.filters.q ?? '') : '';
}

/**
 * The header search with suggestions. It is a plain GET form to /search, so it works before
 * hydration; once hydrated it suggests as the customer types (an ARIA combobox: arrows move,
 * Enter opens the highlighted option, Escape closes).
 */
export function SearchBox({ inputId }: { inputId: string }) {
  // On the search page the box holds the words searched: the corrected ones when the shop searched
  // others than those typed («sdv» → «سیر»), so the next edit starts from what the results are for.
  const searched = searchedWords(useRouteLoaderData<SearchPageData>('routes/search'));
  const [term, setTerm] = useState(searched);
  const [termFor, setTermFor] = useState(searched);
  if (termFor !== searched) {
    setTermFor(searched);
    setTerm(searched);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [hasFocused, setHasFocused] = useState(false);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const items = useRef<SuggestionItem[]>([]);
  const navigate = useNavigate();
  const showList = open && wantsSuggestions(term);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    input.current?.blur();
    navigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = items.current.length;
      setActive((current) => (count === 0 ? -1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && showList && items.current[active]) {
      event.preventDefault();
      go(items.current[active].href);
    } else if (event.key === 'Escape') {
      close();
    }
  };

  return (
    <Form
      method="get"
      action={paths.search()}
      role="search"
      onSubmit={close}
      className="relative order-last flex w-full items-center rounded-xl bg-surface px-3 ring-brand-600 focus-within:bg-white focus-within:ring-2 lg:order-none lg:max-w-xl lg:flex-1"
    >
      <SearchIcon className="size-5 shrink-0 text-muted" />
      <input
        ref={input}
        id={inputId}
        type="search"
        name="q"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          setHasFocused(true);
          void loadSuggestions();
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-label={fa.header.search}
        placeholder={fa.header.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full bg-transparent px-2 text-sm outline-none placeholder:text-muted"
      />
      {hasFocused ? (
        <Suspense fallback={null}>
          <Suggestions
            id={listId}
            term={term}
            isShown={showList}
            active={active}
            itemsRef={items}
            onChoose={go}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
