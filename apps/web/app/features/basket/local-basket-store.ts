import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { BasketItemFacts } from '../../shared/product/basket-item.ts';
import {
  changeLocalCount,
  readStoredLines,
  removeLocalLine,
  setLocalCount,
  type LocalChange,
  type LocalLine,
} from './local-basket.ts';

type LocalBasketState = {
  lines: LocalLine[];
  /** Storage has been read (in an effect): before that, the server's markup and the first render agree. */
  isHydrated: boolean;
  change: (item: BasketItemFacts, delta: number) => LocalChange;
  set: (item: BasketItemFacts, count: number) => LocalChange;
  remove: (key: string) => void;
  clear: () => void;
};

/**
 * The local basket in localStorage (key `basket`). `skipHydration`: render code never touches storage;
 * BasketRoot calls `rehydrate()` in an effect, so a server-rendered page and its first client render
 * match, then the lines appear.
 */
export const useLocalBasketStore = create<LocalBasketState>()(
  persist(
    (set, get) => {
      const apply = (change: LocalChange) => {
        if (!change.refusal) set({ lines: change.lines });
        return change;
      };
      return {
        lines: [],
        isHydrated: false,
        change: (item, delta) => {
          readStorageFirst();
          return apply(changeLocalCount(get().lines, item, delta));
        },
        set: (item, count) => {
          readStorageFirst();
          return apply(setLocalCount(get().lines, item, count));
        },
        remove: (key) => {
          readStorageFirst();
          set({ lines: removeLocalLine(get().lines, key) });
        },
        clear: () => {
          readStorageFirst();
          set({ lines: [] });
        },
      };
    },
    {
      name: 'basket',
      version: 1,
      skipHydration: true,
      // createJSONStorage calls its getter at once, and the first touch of localStorage opens the
      // storage area (10+ ms on a slow phone): each call reaches it only when used, after start-up.
      storage: createJSONStorage(() => ({
        getItem: (name) => localStorage.getItem(name),
        setItem: (name, value) => localStorage.setItem(name, value),
        removeItem: (name) => localStorage.removeItem(name),
      })),
      partialize: (state) => ({ lines: state.lines }),
      merge: (stored, current) => ({
        ...current,
        lines: readStoredLines((stored as { lines?: unknown } | undefined)?.lines),
      }),
      onRehydrateStorage: () => () => useLocalBasketStore.setState({ isHydrated: true }),
    },
  ),
);

/**
 * BasketRoot reads storage once the page is idle; a change made before that (a tap during start-up)
 * reads it first, synchronously (localStorage is), so it lands on the stored lines instead of
 * replacing them with its own.
 */
function readStorageFirst() {
  if (!useLocalBasketStore.persist.hasHydrated()) void useLocalBasketStore.persist.rehydrate();
}
