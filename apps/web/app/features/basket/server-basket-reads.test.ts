import type { Basket } from '@shop/domain/basket/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../shared/api/client.ts';
import { announceServerStateChanged } from '../../shared/api/server-state-changed.ts';
import { applyLineWrite } from './basket-lines.ts';
import { freshForMs, keepServerBasket, readServerBasket } from './server-basket-reads.ts';
import { changeServerBasket, forgetServerBasket, useServerBasketStore } from './server-basket-store.ts';
import { cartLine } from './test-items.ts';

/** GET cart as the shop answers it: lines of 100 rials a unit. */
const cartOf = (...lines: [id: number, count: number][]): Basket => ({
  items: lines.map(([id, count]) => cartLine(id, count)),
  total: { count: lines.reduce((sum, [, count]) => sum + count, 0), price: 0 },
});

/** An API whose GET cart answers wait until the test gives them, one by one, in order. */
function heldApi() {
  const waiting: { resolve: (cart: Basket) => void; reject: (error: unknown) => void }[] = [];
  const api = {
    call: vi.fn(
      () =>
        new Promise((resolve, reject) => {
          waiting.push({ resolve: (cart) => resolve({ data: cart }), reject });
        }),
    ),
  } as unknown as ApiClient;
  const next = () => {
    const held = waiting.shift();
    if (!held) throw new Error('no GET cart is waiting');
    return held;
  };
  return {
    api,
    asked: () => vi.mocked(api.call).mock.calls.length,
    answer: async (cart: Basket) => {
      next().resolve(cart);
      await vi.waitFor(() => undefined);
    },
    refuse: async (error: unknown) => {
      next().reject(error);
      await vi.waitFor(() => undefined);
    },
  };
}

const counts = () => useServerBasketStore.getState().basket?.lines.map((line) => `${line.key}×${line.count}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the signed-in customer's basket, kept without TanStack Query", () => {
  let stop = () => {};
  beforeEach(() => {
    // The tab, as far as the store listens to it.
    Object.assign(globalThis, { document: Object.assign(new EventTarget(), { visibilityState: 'visible' }) });
    forgetServerBasket();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    Reflect.deleteProperty(globalThis, 'document');
  });

  /** Customer 5's page keeping their basket, its first GET cart answered with `cart`. */
  async function keptWith(cart: Basket) {
    const shop = heldApi();
    stop = keepServerBasket(shop.api, 5);
    await shop.answer(cart);
    await settle();
    return shop;
  }

  it('reads GET cart once the customer is known, for the badge and the buttons', async () => {
    const shop = heldApi();
    stop = keepServerBasket(shop.api, 5);
    expect(shop.asked()).toBe(1);
    await shop.answer(cartOf([1, 2]));
    await settle();
    expect(counts()).toEqual(['p-1×2']);
    expect(useServerBasketStore.getState().userId).toBe(5);
  });

  it('a read sent before a write was answered does not undo the write', async () => {
    const shop = await keptWith(cartOf([1, 1]));
    const read = readServerBasket(shop.api, 5);
    const info = { total_price: 300, total_price_before_discount: 300, items_count: 3, lines_count: 1 };
    expect(changeServerBasket(5, (basket) => applyLineWrite(basket, 'p-1', cartLine(1, 3), info))).toBe(true);
    await shop.answer(cartOf([1, 1]));
    await read;
    expect(counts()).toEqual(['p-1×3']);
    expect(useServerBasketStore.getState().basket?.totals.count).toBe(3);
  });

  it('a write before the first read is answered is not folded into nothing', () => {
    stop = keepServerBasket(heldApi().api, 5);
    expect(changeServerBasket(5, (basket) => basket)).toBe(false);
  });

  it('a late answer for the last customer is not shown to the next one', async () => {
    const shop = heldApi();
    stop = keepServerBasket(shop.api, 5);
    stop();
    forgetServerBasket();
    stop = keepServerBasket(shop.api, 6);
    await shop.answer(cartOf([1, 4]));
    await settle();
    expect(useServerBasketStore.getState().basket).toBeNull();
    await shop.answer(cartOf([2, 1]));
    await settle();
    expect(counts()).toEqual(['p-2×1']);
  });

  it('reads again after an order is placed, and when the tab comes back after a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const shop = await keptWith(cartOf([1, 2]));

    announceServerStateChanged();
    expect(shop.asked()).toBe(2);
    await shop.answer(cartOf());
    await settle();
    expect(counts()).toEqual([]);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(shop.asked()).toBe(2);
    vi.setSystemTime(Date.now() + freshForMs + 1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shop.asked()).toBe(3);

    stop();
    announceServerStateChanged();
    expect(shop.asked()).toBe(3);
  });

  it('a refused read keeps what the badge showed and says it failed', async () => {
    const shop = await keptWith(cartOf([1, 2]));
    const read = readServerBasket(shop.api, 5);
    await shop.refuse(new ApiError(500, null));
    await read;
    expect(counts()).toEqual(['p-1×2']);
    expect(useServerBasketStore.getState().isError).toBe(true);
    expect(shop.asked()).toBe(2);
  });

  it('a read that got no answer is tried again, as every page’s data is', async () => {
    vi.useFakeTimers();
    const shop = heldApi();
    stop = keepServerBasket(shop.api, 5);
    await shop.refuse(new TypeError('Failed to fetch'));
    expect(useServerBasketStore.getState().isError).toBe(false);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(shop.asked()).toBe(2);
    await shop.answer(cartOf([3, 1]));
    expect(counts()).toEqual(['p-3×1']);
  });
});
