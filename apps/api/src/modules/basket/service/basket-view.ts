import { basketTotals } from '@shop/domain/basket/totals';
import { cartableTypeName, causeType, type CartItemType } from '@shop/domain/basket/constants';
import { cartKey, type CartKey } from '@shop/domain/basket/keys';
import { canIncrease } from '@shop/domain/basket/limits';
import { findLineProblems, lineCauseType, type LineProblem } from '@shop/domain/basket/problems';
import type { CartError, CartInfo, CartLine } from '@shop/domain/basket/schemas';
import { formatNumberFa, formatToman } from '@shop/domain/money';
import { basketProblemMessages, basketTexts, fillMessage } from '../../../i18n/fa.ts';
import type { StoredCartLine } from '../queries/cart-lines.ts';
import type { BasketItem } from './items.ts';

/** A basket as every answer shows it: lines in order, per-item errors, totals, and what was found. */
export type BasketView = {
  lines: CartLine[];
  errors: CartError[];
  info: CartInfo;
  /** Each line's stored price and problems, for cart/list to acknowledge price changes. */
  checked: { type: CartItemType; itemId: number; priceAtAdd: number; problems: LineProblem[] }[];
};

export function problemMessage(problem: LineProblem): string {
  const text = basketProblemMessages[problem.code];
  switch (problem.code) {
    case 'ITEM_ABOVE_PURCHASE_LIMIT':
      return fillMessage(text, { max: formatNumberFa(problem.max_count) });
    case 'ITEM_ABOVE_STOCK':
      return fillMessage(text, { left: formatNumberFa(problem.left) });
    case 'ITEM_PRICE_CHANGED':
      return fillMessage(text, { old: formatToman(problem.old_price), new: formatToman(problem.new_price) });
    default:
      return text;
  }
}

/** A stored line, and the unit kept for its customer if any (decision 069). */
type ViewedLine = StoredCartLine & { hold?: { until: Date } | null };

/** Stored lines with their items as they are now (`items` by key; a deleted item is absent). */
export function viewBasket(
  stored: readonly ViewedLine[],
  items: ReadonlyMap<CartKey, BasketItem>,
): BasketView {
  const view: BasketView = { lines: [], errors: [], info: basketTotals([]), checked: [] };
  stored.forEach((row, index) => {
    const type = row.type as CartItemType;
    const key = cartKey(type, row.itemId);
    const item = items.get(key);
    const problems = findLineProblems(
      { count: row.count, price_at_add: row.priceAtAdd },
      item
        ? {
            sellable: item.sellable,
            max_count: item.maxCount,
            inventory: item.inventory,
            unit_price: item.unitPrice,
          }
        : null,
    );
    const messages = problems.map(problemMessage);
    const unitPrice = item?.unitPrice ?? row.priceAtAdd;
    const line: CartLine = {
      key,
      id: row.itemId,
      type,
      count: row.count,
      unit_price: unitPrice,
      price: unitPrice * row.count,
      priority: index + 1,
      can_increase:
        !!item?.sellable &&
        canIncrease({ count: row.count, max_count: item.maxCount, inventory: item.inventory }),
      cause_type: lineCauseType(problems),
      held_until: row.hold?.until.toISOString() ?? null,
      cartable: {
        type: cartableTypeName[type],
        id: row.itemId,
        name: item?.name ?? basketTexts.deletedItemName,
        slug: item?.slug ?? '',
        brand: item?.brandName ? { name: item.brandName } : null,
        image: item?.image ?? '',
        max_count: item?.maxCount ?? 0,
        inventory: item?.inventory ?? 0,
        available: !!item?.sellable && item.inventory > 0,
        price: item?.price ?? row.priceAtAdd,
        price_by_discount: item ? item.priceByDiscount : null,
        error: messages[0] ?? null,
      },
    };
    view.lines.push(line);
    problems.forEach((problem, at) =>
      view.errors.push({
        id: row.itemId,
        type,
        key,
        message: messages[at] ?? '',
        cause_type: problem.cause_type,
        code: problem.code,
      }),
    );
    view.checked.push({ type, itemId: row.itemId, priceAtAdd: row.priceAtAdd, problems });
  });
  view.info = basketTotals(
    view.lines
      .filter((line) => line.cause_type !== causeType.cannotBuy)
      .map((line) => ({ count: line.count, unitPrice: line.unit_price, listPrice: line.cartable.price })),
  );
  return view;
}
