import { canIncrease } from '@shop/domain/basket/limits';
import { basketTotals } from '@shop/domain/basket/totals';
import type { CauseType } from '@shop/domain/basket/constants';
import type { CartInfo, CartLine } from '@shop/domain/basket/schemas';
import { effectivePrice } from '@shop/domain/money';
import type { BasketItemFacts } from '../../shared/product/basket-item.ts';
import type { LocalLine } from './local-basket.ts';

/**
 * One shape for a basket line whichever basket holds it (the browser's or the server's), so the
 * header, the drawer and /cart draw both alike.
 */
export type BasketLineView = {
  key: string;
  item: BasketItemFacts;
  count: number;
  /** What one costs now, and the line's total, in rials. */
  unitPrice: number;
  lineTotal: number;
  canIncrease: boolean;
  causeType: CauseType | null;
  /** The line's most serious problem in Persian (server lines only). */
  problem: string | null;
  /** Until when a unit is kept for the customer (a waitlist turn, decision 069), ISO; server lines only. */
  heldUntil: string | null;
};

export type BasketTotals = { count: number; price: number; priceBeforeDiscount: number | null };

/** The server's basket as the web keeps it: from GET cart, GET cart/list, or a write's answer. */
export type ServerBasket = {
  lines: CartLine[];
  totals: BasketTotals;
  /** cart/list's sentence about the whole basket; null elsewhere. */
  receipt: { message: string; show_error: boolean } | null;
};

export function fromLocalLine(line: LocalLine): BasketLineView {
  const unitPrice = effectivePrice(line.price, line.priceByDiscount);
  return {
    key: line.key,
    item: line,
    count: line.count,
    unitPrice,
    lineTotal: unitPrice * line.count,
    canIncrease: canIncrease({ count: line.count, max_count: line.maxCount, inventory: line.inventory }),
    causeType: null,
    problem: null,
    heldUntil: null,
  };
}

export function fromServerLine(line: CartLine): BasketLineView {
  const { cartable } = line;
  return {
    key: line.key,
    item: {
      type: line.type,
      id: line.id,
      name: cartable.name,
      slug: cartable.slug,
      image: cartable.image,
      brandName: cartable.brand?.name ?? null,
      price: cartable.price,
      priceByDiscount: cartable.price_by_discount,
      maxCount: cartable.max_count,
      inventory: cartable.inventory,
    },
    count: line.count,
    unitPrice: line.unit_price,
    lineTotal: line.price,
    canIncrease: line.can_increase,
    causeType: line.cause_type,
    problem: cartable.error,
    heldUntil: line.held_until,
  };
}

/** Totals of the local basket, counted as the server counts them (the domain's basketTotals). */
export function localTotals(lines: readonly LocalLine[]): BasketTotals {
  return totalsFromInfo(
    basketTotals(
      lines.map((line) => ({
        count: line.count,
        unitPrice: effectivePrice(line.price, line.priceByDiscount),
        listPrice: line.price,
      })),
    ),
  );
}

export function totalsFromInfo(info: CartInfo): BasketTotals {
  return {
    count: info.items_count,
    price: info.total_price,
    priceBeforeDiscount: info.total_price_before_discount,
  };
}

/**
 * A write's answer folded into a cached basket, without another request: the line as it now is
 * (null once gone) and the basket's new totals (`extra_data.cart_info`). A new line goes last, as
 * the server orders lines by when they were first added.
 */
export function applyLineWrite(
  basket: ServerBasket,
  key: string,
  line: CartLine | null,
  info: CartInfo,
): ServerBasket {
  const held = basket.lines.some((each) => each.key === key);
  const lines = line
    ? held
      ? basket.lines.map((each) => (each.key === key ? line : each))
      : [...basket.lines, line]
    : basket.lines.filter((each) => each.key !== key);
  return { ...basket, lines, totals: totalsFromInfo(info) };
}
