import { create } from 'zustand';
import type { ServerBasket } from './basket-lines.ts';

/**
 * A signed-in customer's GET cart, as the header's badge and every add button read it. Kept here
 * (zustand; the reads are server-basket-reads.ts) and not in TanStack Query, which is ~10 KB compressed: a customer's first
 * scripts then carry no more than a guest's (issue 22). TanStack Query loads only for the drawer, /cart
 * (GET cart/list) and the first write.
 */
type StoreState = {
  /** Whose basket this is: an answer that comes after the customer changed is dropped. */
  userId: number | null;
  basket: ServerBasket | null;
  isError: boolean;
  /** When GET cart last answered (epoch ms), to read it again when the tab comes back later. */
  readAt: number;
  /** Counts the writes folded in, so that a read sent before one does not undo it. */
  writes: number;
};

export const emptyServerBasket: StoreState = {
  userId: null,
  basket: null,
  isError: false,
  readAt: 0,
  writes: 0,
};

export const useServerBasketStore = create<StoreState>()(() => emptyServerBasket);

const { getState, setState } = useServerBasketStore;

/** Logout, or another customer: nothing of the last basket stays. */
export function forgetServerBasket(): void {
  setState(emptyServerBasket);
}

/** The customer's whole basket as a write answered it (POST cart/multi: a merge, a reorder). */
export function takeServerBasket(userId: number, basket: ServerBasket): void {
  const state = getState();
  if (state.userId !== userId) return;
  setState({ basket, isError: false, readAt: Date.now(), writes: state.writes + 1 });
}

/**
 * Folds a write's answer into the kept basket. False when there is none yet (the first add on a
 * fresh page): the caller then reads it whole.
 */
export function changeServerBasket(userId: number, change: (basket: ServerBasket) => ServerBasket): boolean {
  const state = getState();
  if (state.userId !== userId || !state.basket) return false;
  setState({ basket: change(state.basket), writes: state.writes + 1 });
  return true;
}
