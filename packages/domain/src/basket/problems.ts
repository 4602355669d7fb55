import { causeType, type CauseType } from './constants.ts';
import type { StockFacts } from './limits.ts';

/**
 * What is wrong with a basket line now (storefront.md §4, "per-item basket errors"): found by comparing
 * the stored line (its count and the price the customer last saw) with the item as the catalogue has it.
 * Codes are English; the API words them in Persian.
 */
export type LineProblem =
  | { code: 'ITEM_UNAVAILABLE'; cause_type: 2 }
  | { code: 'ITEM_OUT_OF_STOCK'; cause_type: 2 }
  | { code: 'ITEM_ABOVE_PURCHASE_LIMIT'; cause_type: 1; max_count: number }
  | { code: 'ITEM_ABOVE_STOCK'; cause_type: 1; left: number }
  | { code: 'ITEM_PRICE_CHANGED'; cause_type: 1; old_price: number; new_price: number };
export type LineProblemCode = LineProblem['code'];

/**
 * The item as it is now: `sellable` false when it is no longer sold (inactive, deleted, an ended bundle);
 * `unit_price` the price it would be added at now.
 */
export type CurrentItem = StockFacts & { sellable: boolean; unit_price: number };

export type StoredLine = { count: number; price_at_add: number };

/**
 * Every problem of a line, most serious first. An item that cannot be bought (cause_type 2) has no other
 * problem worth saying. Otherwise a count above what may be bought and a changed price are both reported
 * (cause_type 1): the first until the customer lowers the count, the second once (the API then takes the
 * new price as seen).
 */
export function findLineProblems(line: StoredLine, item: CurrentItem | null): LineProblem[] {
  if (!item || !item.sellable) return [{ code: 'ITEM_UNAVAILABLE', cause_type: causeType.cannotBuy }];
  if (item.inventory <= 0 || item.max_count <= 0) {
    return [{ code: 'ITEM_OUT_OF_STOCK', cause_type: causeType.cannotBuy }];
  }
  const problems: LineProblem[] = [];
  if (line.count > item.inventory && item.inventory < item.max_count) {
    problems.push({ code: 'ITEM_ABOVE_STOCK', cause_type: causeType.needsAttention, left: item.inventory });
  } else if (line.count > item.max_count) {
    problems.push({
      code: 'ITEM_ABOVE_PURCHASE_LIMIT',
      cause_type: causeType.needsAttention,
      max_count: item.max_count,
    });
  }
  if (item.unit_price !== line.price_at_add) {
    problems.push({
      code: 'ITEM_PRICE_CHANGED',
      cause_type: causeType.needsAttention,
      old_price: line.price_at_add,
      new_price: item.unit_price,
    });
  }
  return problems;
}

/** The line's cause_type: the most serious of its problems, null when it has none. */
export function lineCauseType(problems: readonly LineProblem[]): CauseType | null {
  if (problems.some((problem) => problem.cause_type === causeType.cannotBuy)) return causeType.cannotBuy;
  return problems.length > 0 ? causeType.needsAttention : null;
}

/** Checkout is blocked while any line needs attention (cause_type 1). */
export function blocksCheckout(problems: readonly LineProblem[]): boolean {
  return problems.some((problem) => problem.cause_type === causeType.needsAttention);
}
