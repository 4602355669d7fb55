import { blocksCheckout } from '@shop/domain/basket/problems';
import { cartItemType, causeType, type CartItemType } from '@shop/domain/basket/constants';
import type { Basket, CartInfo, CartListData, CartListExtra } from '@shop/domain/basket/schemas';
import { basketReceipts } from '../../../i18n/fa.ts';
import { cartKey, type CartKey } from '@shop/domain/basket/keys';
import { acknowledgePrices, listCartLinesWithProducts } from '../queries/cart-lines.ts';
import { viewBasket, type BasketView } from './basket-view.ts';
import type { SessionCustomer } from '../../identity/index.ts';
import type { BasketContext } from './context.ts';
import { fromProduct, loadItems, type BasketItem } from './items.ts';

/** The customer's basket checked against the catalogue as it is now: one query, two with bundles. */
export async function readBasket(ctx: BasketContext, customerId: number): Promise<BasketView> {
  const now = ctx.now();
  const stored = await listCartLinesWithProducts(ctx.db, customerId);
  const bundleRefs = stored
    .filter((row) => row.type === cartItemType.bundle)
    .map((row) => ({ type: cartItemType.bundle, id: row.itemId }));
  const items =
    bundleRefs.length > 0 ? await loadItems(ctx.db, bundleRefs, now) : new Map<CartKey, BasketItem>();
  for (const row of stored) {
    if (row.product && row.brand) {
      items.set(
        cartKey(cartItemType.product, row.itemId),
        fromProduct({ ...row.product, ...row.brand }, now),
      );
    }
  }
  // Units held for this customer (a waitlist turn, decision 069) are out of stock for everyone but them.
  for (const row of stored) {
    const key = cartKey(row.type as CartItemType, row.itemId);
    const item = items.get(key);
    if (item && row.hold) items.set(key, { ...item, inventory: item.inventory + row.hold.units });
  }
  return viewBasket(stored, items);
}

export function basketOf(view: BasketView): Basket {
  return { items: view.lines, total: { count: view.info.items_count, price: view.info.total_price } };
}

/** GET cart: the basket, its per-item errors alongside. Reading it changes nothing. */
export async function getBasket(ctx: BasketContext, caller: SessionCustomer) {
  const view = await readBasket(ctx, caller.customer.id);
  return { basket: basketOf(view), errors: view.errors };
}

export async function getCartInfo(ctx: BasketContext, caller: SessionCustomer): Promise<CartInfo> {
  return (await readBasket(ctx, caller.customer.id)).info;
}

/**
 * GET cart/list, the basket page. A changed price is reported here once: the new price is then
 * recorded as seen, so the next list shows the line without the error (the customer has seen it, and
 * checkout is no longer blocked by it). Every other problem stays until the customer acts on it.
 */
export async function listBasket(
  ctx: BasketContext,
  caller: SessionCustomer,
): Promise<{ data: CartListData; extra: CartListExtra }> {
  const customerId = caller.customer.id;
  const view = await readBasket(ctx, customerId);
  const seen = view.checked.flatMap(({ type, itemId, problems }) =>
    problems.flatMap((problem) =>
      problem.code === 'ITEM_PRICE_CHANGED'
        ? [{ type, itemId, from: problem.old_price, to: problem.new_price }]
        : [],
    ),
  );
  await acknowledgePrices(ctx.db, customerId, seen, ctx.now());
  const problems = view.checked.flatMap((line) => line.problems);
  const receipt = blocksCheckout(problems)
    ? { message: basketReceipts.needsAttention, show_error: true }
    : problems.some((problem) => problem.cause_type === causeType.cannotBuy)
      ? { message: basketReceipts.cannotBuy, show_error: false }
      : null;
  return {
    data: { details: view.lines, cart_info: view.info },
    extra: { type: 'list', errors: view.errors, receipt },
  };
}
