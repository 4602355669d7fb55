// eslint-disable-next-line no-restricted-imports -- the one place React's lazy is wrapped (decision 092)
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isRouteErrorResponse } from 'react-router';

// Whether the browser is offline, and whether an error is the connection's rather than the shop's:
// a route's data or code that could not be fetched (issue 46 item 8, decision 092).

/** Subscribes to the browser's online and offline events (for useSyncExternalStore). */
export function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isBrowserOnline = () => navigator.onLine;

// An error once judged the connection's stays so when the connection returns: the offline state stays
// on screen (and fetches the page again) rather than turning into the apology.
const connectionErrors = new WeakSet<object>();

/**
 * Whether `error` means the shop could not be reached: never on the server (it drew the page), never an
 * answer the shop gave (a 404, a 500), but any failure while the browser says it is offline.
 */
export function isConnectionError(error: unknown): boolean {
  if (typeof window === 'undefined' || isRouteErrorResponse(error)) return false;
  if (typeof error === 'object' && error !== null && connectionErrors.has(error)) return true;
  // Only while the browser says it is offline: a fetch that failed online is the apology's (decision 064).
  if (navigator.onLine) return false;
  if (typeof error === 'object' && error !== null) connectionErrors.add(error);
  return true;
}

/** Resolves once the browser says it is online again (at once when it is). */
export function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Imports a module, and when that fails while the browser is offline, waits for the connection and
 * tries again instead of failing: a part loaded on first use (the footer, a dialog) then appears when
 * the connection returns rather than breaking the page. Online, a failure is a real one and is thrown.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined' || navigator.onLine) throw error;
      await whenOnline();
    }
  }
}

/**
 * React's `lazy` for the shop: a component loaded on first use whose import waits for the connection
 * offline (`importWhenOnline`). React's own keeps a failed import's error for good, so a part drawn while
 * offline (the sticky notice in the layout, say) failed every render after it, and an error boundary
 * drawing the layout again looped (decision 092). Lint refuses `lazy` from 'react' elsewhere.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy is typed so
export function lazyWhenOnline<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => importWhenOnline(load));
}
