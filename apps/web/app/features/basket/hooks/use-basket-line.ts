import { cartKey } from '@shop/domain/basket/keys';
import { canIncrease as canIncreaseLine } from '@shop/domain/basket/limits';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { BasketItemFacts } from '../../../shared/product/basket-item.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { basketErrorMessage, basketErrorToastId, refusalMessage } from '../add-to-cart-errors.ts';
import type { CartLineWrite } from '../api/write-cart-line.ts';
import { basketOwnerOf, useBasketOwner } from '../basket-owner.ts';
import { whenUserLearned } from '../../../shared/session/session-store.ts';
import { fromLocalLine, fromServerLine } from '../basket-lines.ts';
import { useLocalBasketStore } from '../local-basket-store.ts';
import { useServerBasketStore } from '../server-basket-store.ts';

/** storefront.md §9: the action waits 200 ms on a card, 800 ms on the product page; the spinner at most 6 s. */
export const actionDelayMs = { card: 200, page: 800 } as const;
const maxSpinnerMs = 6000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type BasketLineControls = {
  count: number;
  canIncrease: boolean;
  isBusy: boolean;
  increase: () => void;
  decrease: () => void;
  remove: () => void;
};

/**
 * One item's line and what its buttons do. A guest's basket changes at once (it is local); a
 * customer's is written to the server after the spec's delay and the cache takes the answer, with a
 * spinner meanwhile. Failures are toasts with the line's id (storefront.md §8).
 */
export function useBasketLine(
  item: BasketItemFacts,
  variant: keyof typeof actionDelayMs,
): BasketLineControls {
  const key = cartKey(item.type, item.id);
  const { owner, line } = useOwnLine(key);
  const count = line?.count ?? 0;
  const [isBusy, setBusy] = useState(false);
  const spinnerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(spinnerTimer.current), []);

  const local = (delta: number | 'remove') => {
    const store = useLocalBasketStore.getState();
    if (delta === 'remove') return store.remove(key);
    const { refusal } = store.change(item, delta);
    if (refusal) notify('error', refusalMessage(refusal), basketErrorToastId(key));
  };

  const server = async (userId: number, write: CartLineWrite) => {
    setBusy(true);
    clearTimeout(spinnerTimer.current);
    // The spinner gives up after 6 s; the answer, whenever it comes, still updates the basket.
    spinnerTimer.current = setTimeout(() => setBusy(false), maxSpinnerMs);
    try {
      // The cache module (with TanStack Query) loads during the delay on the first click.
      const [{ writeServerLine }] = await Promise.all([
        import('../server-basket-cache.ts'),
        wait(actionDelayMs[variant]),
      ]);
      await writeServerLine(userId, item, write);
    } catch (error) {
      notify('error', basketErrorMessage(error), basketErrorToastId(key));
    } finally {
      clearTimeout(spinnerTimer.current);
      setBusy(false);
    }
  };

  const act = (write: CartLineWrite, delta: number | 'remove') => {
    if (owner.kind === 'customer') void server(owner.userId, write);
    else if (owner.kind !== 'unknown') local(delta);
    // Pressed before the browser knew whose basket it is (decision 071): done for whoever it is.
    else
      void whenUserLearned().then((user) => {
        const known = basketOwnerOf(user);
        if (known.kind === 'customer') void server(known.userId, write);
        else local(delta);
      });
  };

  return {
    count,
    canIncrease: line
      ? line.canIncrease
      : canIncreaseLine({ count: 0, max_count: item.maxCount, inventory: item.inventory }),
    isBusy,
    increase: () => act({ kind: 'add', count: 1 }, 1),
    // At one, the minus button takes the line away (the server drops it at zero).
    decrease: () => act({ kind: 'subtract', count: 1 }, -1),
    remove: () => act({ kind: 'delete' }, 'remove'),
  };
}

/**
 * This item's line alone, selected from the stores: a change to another line, or the empty basket
 * read from storage after hydration, leaves this button as it is. (Subscribed to the whole basket,
 * every card on a page re-rendered at once, in one uninterrupted task, each time.)
 */
function useOwnLine(key: string) {
  const owner = useBasketOwner();
  const localLine = useLocalBasketStore((state) => state.lines.find((each) => each.key === key));
  const serverLine = useServerBasketStore((state) => state.basket?.lines.find((each) => each.key === key));
  const line = useMemo(() => {
    if (owner.kind === 'customer') return serverLine ? fromServerLine(serverLine) : undefined;
    if (owner.kind === 'unknown') return undefined;
    return localLine ? fromLocalLine(localLine) : undefined;
  }, [owner, localLine, serverLine]);
  return { owner, line };
}
