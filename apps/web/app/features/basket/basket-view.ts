import {
  fromLocalLine,
  fromServerLine,
  localTotals,
  type BasketLineView,
  type BasketTotals,
  type ServerBasket,
} from './basket-lines.ts';
import type { BasketOwner } from './basket-owner.ts';
import type { LocalLine } from './local-basket.ts';

export type BasketView = {
  owner: BasketOwner;
  lines: BasketLineView[];
  totals: BasketTotals;
  receipt: ServerBasket['receipt'];
  /** The lines are known (local storage read, or the server answered). */
  isReady: boolean;
  isError: boolean;
};

const noTotals: BasketTotals = { count: 0, price: 0, priceBeforeDiscount: 0 };

export function localBasketView(
  owner: BasketOwner,
  lines: readonly LocalLine[],
  isHydrated: boolean,
): BasketView {
  return {
    owner,
    lines: lines.map(fromLocalLine),
    totals: localTotals(lines),
    receipt: null,
    isReady: isHydrated,
    isError: false,
  };
}

export function serverBasketView(
  owner: BasketOwner,
  basket: ServerBasket | undefined | null,
  isError: boolean,
): BasketView {
  return {
    owner,
    lines: basket?.lines.map(fromServerLine) ?? [],
    totals: basket?.totals ?? noTotals,
    receipt: basket?.receipt ?? null,
    isReady: Boolean(basket),
    isError,
  };
}
