import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getQueryClient } from '../../../shared/api/query-client.ts';
import { cartListQueryOptions } from '../api/get-cart-list.ts';
import type { ServerBasket } from '../basket-lines.ts';
import { useBasketOwner } from '../basket-owner.ts';
import { localBasketView, serverBasketView, type BasketView } from '../basket-view.ts';
import { useLocalBasketStore } from '../local-basket-store.ts';

/**
 * The basket with its problems and receipt (GET cart/list) for the drawer and /cart, read again on
 * every mount: opening the drawer refreshes it (storefront.md §2). /cart's loader may hand in the
 * server-rendered copy. The query client is passed in, not provided: no provider around the page.
 */
export function useBasketList(initial: ServerBasket | null = null): BasketView {
  const owner = useBasketOwner();
  const localLines = useLocalBasketStore((state) => state.lines);
  const isHydrated = useLocalBasketStore((state) => state.isHydrated);
  const userId = owner.kind === 'customer' ? owner.userId : 0;
  const query = useQuery(
    {
      ...cartListQueryOptions(userId),
      enabled: owner.kind === 'customer',
      ...(initial ? { initialData: initial } : {}),
    },
    getQueryClient(),
  );
  return useMemo(
    () =>
      owner.kind === 'customer'
        ? serverBasketView(owner, query.data, query.isError)
        : localBasketView(owner, localLines, isHydrated),
    [owner, localLines, isHydrated, query.data, query.isError],
  );
}
