import { create } from 'zustand';
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

// The local basket in localStorage, in the shape zustand's `persist` kept it (`{ state: { lines },
// version: 1 }` under `basket`), so baskets saved before still load. Written by hand: the middleware
// was 1.4 KB of every page's first script for one key read once and written on change (issue 22).
const storageKey = 'basket';
const storageVersion = 1;

/**
 * Render code never touches storage: BasketRoot calls `readStoredBasket()` in an effect, so a
 * server-rendered page and its first client render match, then the lines appear.
 */
export const useLocalBasketStore = create<LocalBasketState>()((set, get) => {
  const keep = (lines: LocalLine[]) => {
    set({ lines });
    writeStorage(lines);
  };
  const apply = (change: LocalChange) => {
    if (!change.refusal) keep(change.lines);
    return change;
  };
  return {
    lines: [],
    isHydrated: false,
    change: (item, delta) => {
      readStoredBasket();
      return apply(changeLocalCount(get().lines, item, delta));
    },
    set: (item, count) => {
      readStoredBasket();
      return apply(setLocalCount(get().lines, item, count));
    },
    remove: (key) => {
      readStoredBasket();
      keep(removeLocalLine(get().lines, key));
    },
    clear: () => {
      readStoredBasket();
      keep([]);
    },
  };
});

/**
 * Reads the stored lines once: BasketRoot when the page is idle (the first touch of localStorage opens
 * the storage area, 10+ ms on a slow phone), or a change made before that (a tap during start-up),
 * synchronously, so it lands on the stored lines instead of replacing them with its own.
 */
export function readStoredBasket(): void {
  if (useLocalBasketStore.getState().isHydrated) return;
  useLocalBasketStore.setState({ lines: readStorage(), isHydrated: true });
}

function readStorage(): LocalLine[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      state?: { lines?: unknown };
      version?: unknown;
    } | null;
    return stored?.version === storageVersion ? readStoredLines(stored.state?.lines) : [];
  } catch {
    // Storage refused (private mode, a sandboxed frame) or an edited entry: an empty basket.
    return [];
  }
}

function writeStorage(lines: LocalLine[]): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ state: { lines }, version: storageVersion }));
  } catch {
    // Quota or private mode: the basket lasts as long as the page.
  }
}
