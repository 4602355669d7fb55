import { useEffect, useState } from 'react';
import { browserApi } from '../../../shared/api/browser-client.ts';
import { getSuggestions, type SuggestionsResult } from '../api/get-suggestions.ts';
import { wantsSuggestions } from '../wants-suggestions.ts';

/** The spec's debounce before asking for suggestions. */
export const suggestDebounceMs = 500;

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; result: SuggestionsResult }
  | { status: 'failed'; term: string };

/**
 * Suggestions for the latest term: asked for 500 ms after typing stops, and every earlier request
 * is aborted when the term changes, so an answer can never belong to an older term.
 */
export function useSuggestions(term: string): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ status: 'idle' });
  useEffect(() => {
    if (!wantsSuggestions(term)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading', term });
      getSuggestions(browserApi, term, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setState({ status: 'done', term, result });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed', term });
        },
      );
    }, suggestDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);
  // A term too short to ask about has no suggestions, whatever an earlier term left in state.
  return wantsSuggestions(term) ? state : { status: 'idle' };
}
