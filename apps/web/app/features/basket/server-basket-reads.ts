import type { ApiClient } from '../../shared/api/client.ts';
import { retryDelay, shouldRetry } from '../../shared/api/retry-policy.ts';
import { onServerStateChanged } from '../../shared/api/server-state-changed.ts';
import { fetchCart } from './api/get-cart.ts';
import { emptyServerBasket, useServerBasketStore } from './server-basket-store.ts';

// The reads of a customer's GET cart into server-basket-store.ts. Apart from the store, which the
// badge reads on every page, so that a guest's first scripts do not carry them.

/** Like TanStack Query's stale time before: a tab that comes back after 30 s reads the basket again. */
export const freshForMs = 30_000;

const { getState, setState } = useServerBasketStore;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads GET cart into the store. A request that got no answer is tried again as every page's data is
 * (retry-policy.ts); one the shop refused marks the basket as failed and keeps what was shown.
 */
export async function readServerBasket(api: ApiClient, userId: number): Promise<void> {
  for (let failures = 0; ; failures += 1) {
    const writesBefore = getState().writes;
    try {
      const basket = await fetchCart(api);
      const state = getState();
      // A write answered meanwhile may be missing from this read: the write's answer stands.
      if (state.userId === userId && state.writes === writesBefore) {
        setState({ basket, isError: false, readAt: Date.now() });
      }
      return;
    } catch (error) {
      if (getState().userId !== userId) return;
      if (!shouldRetry(failures, error)) {
        setState({ isError: true });
        return;
      }
      await wait(retryDelay(failures));
    }
  }
}

/**
 * Keeps `userId`'s basket while their page is open: read now, again when the tab comes back after
 * `freshForMs`, and after an order took it (server-state-changed.ts). Returns the effect's clean-up.
 */
export function keepServerBasket(api: ApiClient, userId: number): () => void {
  if (getState().userId !== userId) setState({ ...emptyServerBasket, userId });
  const read = () => void readServerBasket(api, userId);
  read();
  const onReturn = () => {
    if (document.visibilityState === 'visible' && Date.now() - getState().readAt > freshForMs) read();
  };
  document.addEventListener('visibilitychange', onReturn);
  const stopListening = onServerStateChanged(read);
  return () => {
    document.removeEventListener('visibilitychange', onReturn);
    stopListening();
  };
}
