import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import * as catalogue from '@shop/domain/catalogue/endpoints';
import { browserApi } from '../api/browser-client.ts';

export type CategoryTreeState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'loaded'; tree: CategoryNode[] };

let state: CategoryTreeState = { status: 'idle' };
const listeners = new Set<() => void>();

function set(next: CategoryTreeState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The whole category tree for the side menu, asked for once per visit when the menu is about to
 * open (`GET categories`, kept by the API's public cache) and shared by every branch. A failed
 * request can be asked again.
 */
export const categoryTree = {
  current: (): CategoryTreeState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  load() {
    if (state.status === 'loading' || state.status === 'loaded') return;
    set({ status: 'loading' });
    browserApi.call(catalogue.categoryTree).then(
      (envelope) => set({ status: 'loaded', tree: envelope.data }),
      () => set({ status: 'failed' }),
    );
  },
};
