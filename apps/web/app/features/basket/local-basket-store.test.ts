import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BasketItemFacts } from '../../shared/product/basket-item.ts';
import { useLocalBasketStore } from './local-basket-store.ts';
import { changeLocalCount } from './local-basket.ts';
import { milk } from './test-items.ts';

const bread: BasketItemFacts = { ...milk, id: 8, name: 'نان', slug: 'bread' };

/** A browser's localStorage, as far as the store uses it. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the local basket store', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: memoryStorage() });
    const stored = changeLocalCount([], milk, 2).lines;
    localStorage.setItem('basket', JSON.stringify({ state: { lines: stored }, version: 1 }));
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('a change made before storage was read keeps the stored lines', () => {
    expect(useLocalBasketStore.getState().isHydrated).toBe(false);
    useLocalBasketStore.getState().change(bread, 1);
    const keys = (lines: { key: string; count: number }[]) =>
      lines.map(({ key, count }) => `${key}×${count}`);
    expect(keys(useLocalBasketStore.getState().lines)).toEqual(['p-7×2', 'p-8×1']);
    const saved = JSON.parse(localStorage.getItem('basket')!) as { state: { lines: [] } };
    expect(keys(saved.state.lines)).toEqual(['p-7×2', 'p-8×1']);
    expect(useLocalBasketStore.getState().isHydrated).toBe(true);
  });
});
