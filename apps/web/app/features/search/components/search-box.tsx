import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { SearchIcon } from '../../../shared/ui/icons.tsx';
import { fa } from '../../../shared/i18n/fa.ts';
import { paths } from '../../../shared/paths.ts';
import { useSuggestions, wantsSuggestions } from '../hooks/use-suggestions.ts';
import { suggestionItems } from './suggestion-items.ts';

// The list's code and words load when the box is first focused, not with every page's first script
// (the header's weight is budgeted: issue 4); they are there before the first answer.
const loadList = () => import('./suggestion-list.tsx');
const SuggestionList = lazy(() => loadList().then((module) => ({ default: module.SuggestionList })));

/**
 * The header search with suggestions. It is a plain GET form to /search, so it works before
 * hydration; once hydrated it suggests as the customer types (an ARIA combobox: arrows move,
 * Enter opens the highlighted option, Escape closes).
 */
export function SearchBox({ inputId }: { inputId: string }) {
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const state = useSuggestions(term);
  const result = state.status === 'done' && state.term === term ? state.result : null;
  // While the debounce runs, or an answer for an older term is on screen, the list is "searching".
  const status = result ? 'done' : state.status === 'failed' && state.term === term ? 'failed' : 'loading';
  const items = suggestionItems(result, term);
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
      setActive((current) => (items.length === 0 ? -1 : (current + step + items.length) % items.length));
    } else if (event.key === 'Enter' && showList && items[active]) {
      event.preventDefault();
      go(items[active].href);
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
          void loadList();
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
      {showList ? (
        <Suspense fallback={null}>
          <SuggestionList
            id={listId}
            items={items}
            active={active}
            state={status}
            correctedQuery={result?.correctedQuery ?? null}
            term={term.trim()}
            onChoose={go}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
