import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { BasketItemFacts } from '../../components/product/basket-item.ts';
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
        change: (item, delta) => apply(changeLocalCount(get().lines, item, delta)),
        set: (item, count) => apply(setLocalCount(get().lines, item, count)),
        remove: (key) => set({ lines: removeLocalLine(get().lines, key) }),
        clear: () => set({ lines: [] }),
      };
    },
    {
      name: 'basket',
      version: 1,
      skipHydration: true,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
      merge: (stored, current) => ({
        ...current,
        lines: readStoredLines((stored as { lines?: unknown } | undefined)?.lines),
      }),
      onRehydrateStorage: () => () => useLocalBasketStore.setState({ isHydrated: true }),
    },
  ),
);
