import { useEffect, type RefObject } from 'react';
import { useSuggestions } from '../hooks/use-suggestions.ts';
import { suggestionItems, type SuggestionItem } from './suggestion-items.ts';
import { SuggestionList } from './suggestion-list.tsx';

type Props = {
  id: string;
  term: string;
  isShown: boolean;
  active: number;
  /** The options in keyboard order, for the search box's arrow keys and Enter. */
  itemsRef: RefObject<SuggestionItem[]>;
  onChoose: (href: string) => void;
};

/**
 * The search box's suggestions (search-box.tsx): asked for as the customer types, and their list
 * while the box is open. Mounted from the box's first focus on, so an answer outlives closing the list.
 */
export function Suggestions({ id, term, isShown, active, itemsRef, onChoose }: Props) {
  const state = useSuggestions(term);
  const result = state.status === 'done' && state.term === term ? state.result : null;
  // While the debounce runs, or an answer for an older term is on screen, the list is "searching".
  const status = result ? 'done' : state.status === 'failed' && state.term === term ? 'failed' : 'loading';
  const items = suggestionItems(result, term);
  useEffect(() => {
    itemsRef.current = items;
  });
  if (!isShown) return null;
  return (
    <SuggestionList
      id={id}
      items={items}
      active={active}
      state={status}
      correctedQuery={result?.correctedQuery ?? null}
      term={term.trim()}
      onChoose={onChoose}
    />
  );
}
