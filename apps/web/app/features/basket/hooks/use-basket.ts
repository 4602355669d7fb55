import { useMemo } from 'react';
import { useBasketOwner } from '../basket-owner.ts';
import { localBasketView, serverBasketView, type BasketView } from '../basket-view.ts';
import { useLocalBasketStore } from '../local-basket-store.ts';
import { useServerBasketStore } from '../server-basket-store.ts';

/**
 * The basket for the badge and the add buttons, whoever owns it: the local lines, or the customer's
 * GET cart as ServerBasketSync keeps it. Free of TanStack Query (see server-basket-store.ts). While
 * the owner is unknown (decision 071), nothing yet: no badge, every button «add» (as on the server).
 */
export function useBasket(): BasketView {
  const owner = useBasketOwner();
  const localLines = useLocalBasketStore((state) => state.lines);
  const isHydrated = useLocalBasketStore((state) => state.isHydrated);
  const basket = useServerBasketStore((state) => state.basket);
  const isError = useServerBasketStore((state) => state.isError);
  return useMemo(
    () =>
      owner.kind === 'customer'
        ? serverBasketView(owner, basket, isError)
        : owner.kind === 'unknown'
          ? serverBasketView(owner, null, false)
          : localBasketView(owner, localLines, isHydrated),
    [owner, localLines, isHydrated, basket, isError],
  );
}
