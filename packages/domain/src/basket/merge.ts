import { basketLimits, cartItemType, type CartItemType } from './constants.ts';
import { cartKey, type CartKey } from './keys.ts';
import { lineLimit, refuseCount, type StockFacts } from './limits.ts';

/**
 * Merging a guest's basket into the customer's server basket after sign-in (storefront.md §4, issue 6):
 * per line the larger of the two counts is kept, clamped to what may be bought now; a line the server
 * already holds is never lowered. Nothing the guest chose disappears silently: every line that ends up
 * below the guest's count is reported with its reason.
 */
export type GuestLine = { type: CartItemType; id: number; count: number };

/** Why a guest line was not merged as asked; each is an API error code. */
export type MergeReason =
  | 'PRODUCT_NOT_FOUND'
  | 'BUNDLE_NOT_FOUND'
  | 'BUNDLE_NOT_STARTED'
  | 'OUT_OF_STOCK'
  | 'NOT_ENOUGH_STOCK'
  | 'PURCHASE_LIMIT'
  | 'BASKET_FULL';

export type MergeRejection = {
  type: CartItemType;
  id: number;
  key: CartKey;
  /** The guest's count. */
  requested: number;
  /** What the basket holds of it after the merge (0: nothing). */
  accepted: number;
  reason: MergeReason;
  /** Parameters of the reason's message (how many are left, the purchase limit, the basket's size). */
  params: Record<string, number>;
};

/** The catalogue's answer for one guest line: facts when it can be sold, or why it cannot be. */
export type MergeItem =
  | ({ kind: 'sellable' } & StockFacts)
  | { kind: 'refused'; reason: 'PRODUCT_NOT_FOUND' | 'BUNDLE_NOT_FOUND' | 'BUNDLE_NOT_STARTED' };

export type MergePlan = {
  /** Lines to raise to `count` (or insert); the write itself re-checks the limit. */
  writes: GuestLine[];
  rejected: MergeRejection[];
};

/** One line per key: a guest basket that names an item twice keeps the larger count, in first-seen order. */
export function dedupeGuestLines(lines: readonly GuestLine[]): GuestLine[] {
  const byKey = new Map<CartKey, GuestLine>();
  for (const line of lines) {
    const key = cartKey(line.type, line.id);
    const seen = byKey.get(key);
    if (!seen || line.count > seen.count) byKey.set(key, { ...(seen ?? line), count: line.count });
  }
  return [...byKey.values()];
}

/**
 * The merge as a plan: `server` holds the customer's counts by key, `items` the catalogue's answer for
 * every guest key. New lines past the basket's line cap are refused (BASKET_FULL), in the guest's order.
 */
export function planMerge(
  guest: readonly GuestLine[],
  server: ReadonlyMap<CartKey, number>,
  items: ReadonlyMap<CartKey, MergeItem>,
  maxLines: number = basketLimits.maxLines,
): MergePlan {
  const plan: MergePlan = { writes: [], rejected: [] };
  let lines = server.size;
  for (const line of dedupeGuestLines(guest)) {
    const key = cartKey(line.type, line.id);
    const held = server.get(key) ?? 0;
    const item = items.get(key);
    const reject = (reason: MergeReason, accepted: number, params: Record<string, number> = {}) =>
      plan.rejected.push({
        type: line.type,
        id: line.id,
        key,
        requested: line.count,
        accepted,
        reason,
        params,
      });
    if (!item || item.kind === 'refused') {
      reject(
        item?.reason ?? (line.type === cartItemType.product ? 'PRODUCT_NOT_FOUND' : 'BUNDLE_NOT_FOUND'),
        held,
      );
      continue;
    }
    const target = Math.min(line.count, lineLimit(item));
    if (target > held && held === 0 && lines >= maxLines) {
      reject('BASKET_FULL', 0, { max: maxLines });
      continue;
    }
    if (target > held) {
      plan.writes.push({ ...line, count: target });
      if (held === 0) lines += 1;
    }
    const accepted = Math.max(held, target);
    const refusal = accepted < line.count ? refuseCount(line.count, item) : null;
    if (refusal) {
      const params: Record<string, number> =
        refusal.code === 'NOT_ENOUGH_STOCK'
          ? { left: refusal.left }
          : refusal.code === 'PURCHASE_LIMIT'
            ? { max_count: refusal.max_count }
            : {};
      reject(refusal.code, accepted, params);
    }
  }
  return plan;
}
