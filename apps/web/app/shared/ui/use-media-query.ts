import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following its changes. False on the server and through hydration,
 * so the first render matches the server's markup; the true value follows straight after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
