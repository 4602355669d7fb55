import type { FoundPlace } from '@shop/domain/account/schemas';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../api/browser-client.ts';
import { searchPlaces } from './address-calls.ts';

/** The spec's debounce before the map's search asks (storefront.md §9). */
export const placeSearchDebounceMs = 250;

export type PlaceSearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; places: FoundPlace[] }
  | { status: 'failed'; term: string };

/** The server's own minimum: two letters (PlaceSearchQuerySchema). */
export function wantsPlaces(term: string): boolean {
  return term.trim().length >= 2;
}

/**
 * Places for the latest term, asked 250 ms after typing stops; an older request is aborted when the
 * term changes, so the list never belongs to an older term. `near` (the map's centre when the
 * customer typed) is read, not watched: dragging the map does not search again.
 */
export function usePlaceSearch(term: string, near: { lat: number; lng: number }): PlaceSearchState {
  const [state, setState] = useState<PlaceSearchState>({ status: 'idle' });
  const nearRef = useRef(near);
  useEffect(() => {
    nearRef.current = near;
  });
  useEffect(() => {
    if (!wantsPlaces(term)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'loading', term });
      searchPlaces(browserApi, term.trim(), nearRef.current, controller.signal).then(
        (places) => {
          if (!controller.signal.aborted) setState({ status: 'done', term, places });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed', term });
        },
      );
    }, placeSearchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);
  return wantsPlaces(term) ? state : { status: 'idle' };
}
