import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getQueryClient } from '../../../api/query-client.ts';
import { cartListQueryOptions } from '../api/get-cart-list.ts';
import { cartQueryOptions } from '../api/get-cart.ts';
import {
  fromLocalLine,
  fromServerLine,
  localTotals,
  type BasketLineView,
  type BasketTotals,
  type ServerBasket,
} from '../basket-lines.ts';
import { useBasketOwner, type BasketOwner } from '../basket-owner.ts';
import { useLocalBasketStore } from '../local-basket-store.ts';

export type BasketView = {
  owner: BasketOwner;
  lines: BasketLineView[];
  totals: BasketTotals;
  receipt: ServerBasket['receipt'];
  /** The lines are known (local storage read, or the server answered). */
  isReady: boolean;
  isError: boolean;
};

type Options = {
  /** GET cart/list (the drawer and /cart: problems and the receipt) instead of GET cart. */
  list?: boolean;
  /** /cart's loader already read the server basket. */
  initial?: ServerBasket | null;
};

const noTotals: BasketTotals = { count: 0, price: 0, priceBeforeDiscount: 0 };

/**
 * The basket the page shows, whoever owns it. The query client is passed in rather than provided,
 * so the header needs no provider around the whole page.
 */
export function useBasket({ list = false, initial = null }: Options = {}): BasketView {
  const owner = useBasketOwner();
  const localLines = useLocalBasketStore((state) => state.lines);
  const isHydrated = useLocalBasketStore((state) => state.isHydrated);
  const userId = owner.kind === 'customer' ? owner.userId : 0;
  const options = list ? cartListQueryOptions(userId) : cartQueryOptions(userId);
  const query = useQuery(
    {
      ...options,
      enabled: owner.kind === 'customer',
      ...(initial ? { initialData: initial, initialDataUpdatedAt: Date.now() } : {}),
    },
    getQueryClient(),
  );
  const server = query.data;
  return useMemo(() => {
    if (owner.kind !== 'customer') {
      return {
        owner,
        lines: localLines.map(fromLocalLine),
        totals: localTotals(localLines),
        receipt: null,
        isReady: isHydrated,
        isError: false,
      };
    }
    return {
      owner,
      lines: server?.lines.map(fromServerLine) ?? [],
      totals: server?.totals ?? noTotals,
      receipt: server?.receipt ?? null,
      isReady: server !== undefined,
      isError: query.isError,
    };
  }, [owner, localLines, isHydrated, server, query.isError]);
}
