import { basketLimits, cartItemType } from '@shop/domain/basket/constants';
import { cartKey, type CartKey } from '@shop/domain/basket/keys';
import { lineLimit } from '@shop/domain/basket/limits';
import {
  dedupeGuestLines,
  planMerge,
  type GuestLine,
  type MergeItem,
  type MergeRejection,
} from '@shop/domain/basket/merge';
import type { Basket, CartInfo, MergeRejectionView } from '@shop/domain/basket/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { errorMessage } from '../../../i18n/fa.ts';
import type { SessionCustomer } from '../../identity/index.ts';
import { findLineCount, listCartLines, writeCartLine } from '../queries/cart-lines.ts';
import { inOwnerScope } from '../../../db/owner-lock.ts';
import { requireBasketWriter } from './basket-writer.ts';
import type { BasketContext } from './context.ts';
import { loadItems, type BasketItem } from './items.ts';
import { basketOf, readBasket } from './read-basket.ts';

/**
 * POST cart/multi, after sign-in: the guest's lines into the customer's basket by the domain's merge
 * rule (the larger count, clamped to what may be bought, nothing lowered). Every line that ends below
 * what the guest chose is reported with its reason. Each write is the same conditional statement as an
 * add, so a limit that moved meanwhile still holds; and since a merge only ever raises lines, sending
 * the same guest basket twice (a retry) changes nothing the second time.
 */
export async function mergeGuestBasket(
  ctx: BasketContext,
  caller: SessionCustomer,
  guestLines: readonly GuestLine[],
): Promise<{ basket: Basket; info: CartInfo; rejected: MergeRejectionView[] }> {
  const customerId = requireBasketWriter(caller);
  const now = ctx.now();
  const guest = dedupeGuestLines(guestLines);
  const items = guest.length > 0 ? await loadItems(ctx.db, guest, now) : new Map<CartKey, BasketItem>();
  const mergeItems = new Map(guest.map((line) => [cartKey(line.type, line.id), toMergeItem(line, items)]));
  // Under the basket's lock (db/owner-lock.ts): the lines are read and raised with no other write of
  // this basket in between, so the 100-line cap holds and a refusal is judged on what was written.
  const { rejected, refused } = await inOwnerScope(ctx.db, 'basket', customerId, async (tx) => {
    const stored = await listCartLines(tx, customerId);
    const server = new Map(stored.map((row) => [cartKey(row.type as 1 | 2, row.itemId), row.count]));
    const plan = planMerge(guest, server, mergeItems);
    const rejections = [...plan.rejected];
    const refusedWrites: { write: (typeof plan.writes)[number]; held: number; requested: number }[] = [];
    // One line after another, so new lines keep the guest's order (their priority).
    for (const write of plan.writes) {
      const key = cartKey(write.type, write.id);
      const ref = { customerId, type: write.type, itemId: write.id };
      const written = await writeCartLine(tx, {
        ...ref,
        count: write.count,
        price: items.get(key)?.unitPrice ?? 0,
        mode: 'raise',
        now,
        maxLines: basketLimits.maxLines,
      });
      if (written !== null) continue;
      // Refused after all: the stock fell since it was read, or the basket is full.
      const held = await findLineCount(tx, ref);
      const requested = guest.find((line) => cartKey(line.type, line.id) === key)?.count ?? write.count;
      if (held >= requested || rejections.some((rejection) => rejection.key === key)) continue;
      refusedWrites.push({ write, held, requested });
    }
    return { rejected: rejections, refused: refusedWrites };
  });
  // What is left of each refused item, read once after the lock is let go.
  const fresh =
    refused.length > 0
      ? await loadItems(
          ctx.db,
          refused.map(({ write }) => write),
          now,
        )
      : items;
  for (const { write, held, requested } of refused) {
    const item = fresh.get(cartKey(write.type, write.id));
    const left = item?.sellable ? lineLimit({ max_count: item.maxCount, inventory: item.inventory }) : 0;
    rejected.push({
      type: write.type,
      id: write.id,
      key: cartKey(write.type, write.id),
      requested,
      accepted: held,
      reason: left > 0 ? 'NOT_ENOUGH_STOCK' : 'OUT_OF_STOCK',
      params: { left },
    });
  }
  const view = await readBasket(ctx, customerId);
  return { basket: basketOf(view), info: view.info, rejected: rejected.map(toView) };
}

function toMergeItem(line: GuestLine, items: ReadonlyMap<CartKey, BasketItem>): MergeItem {
  const item = items.get(cartKey(line.type, line.id));
  if (item?.sellable) return { kind: 'sellable', max_count: item.maxCount, inventory: item.inventory };
  if (item?.upcoming) return { kind: 'refused', reason: 'BUNDLE_NOT_STARTED' };
  return {
    kind: 'refused',
    reason: line.type === cartItemType.product ? 'PRODUCT_NOT_FOUND' : 'BUNDLE_NOT_FOUND',
  };
}

function toView(rejection: MergeRejection): MergeRejectionView {
  const params = Object.fromEntries(
    Object.entries(rejection.params).map(([name, value]) => [name, formatNumberFa(value)]),
  );
  return {
    id: rejection.id,
    type: rejection.type,
    key: rejection.key,
    requested: rejection.requested,
    accepted: rejection.accepted,
    reason: rejection.reason,
    message: errorMessage(rejection.reason, params),
  };
}
