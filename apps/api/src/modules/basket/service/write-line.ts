import { basketLimits, cartItemType, type CartItemType } from '@shop/domain/basket/constants';
import type { CartCommand } from '@shop/domain/basket/commands';
import { cartKey } from '@shop/domain/basket/keys';
import { lineLimit, refuseCount } from '@shop/domain/basket/limits';
import type { CartInfo, CartLine } from '@shop/domain/basket/schemas';
import { DomainError } from '@shop/domain/errors';
import { formatNumberFa } from '@shop/domain/money';
import type { SessionCustomer } from '../../identity/index.ts';
import {
  countLines,
  deleteCartLine,
  findLineCount,
  subtractCartLine,
  writeCartLine,
  type LineRef,
} from '../queries/cart-lines.ts';
import { inOwnerScope } from '../../../db/owner-lock.ts';
import { releaseOwnHold, stockRefOf } from '../../catalogue/public/stock-holds.ts';
import { requireBasketWriter } from './basket-writer.ts';
import type { BasketContext } from './context.ts';
import { findItem, type BasketItem } from './items.ts';
import { readBasket } from './read-basket.ts';

/**
 * POST cart/{id}: add to, set, subtract from or delete a line (storefront.md §5, §7). Answers the line as
 * it now is (null once gone) and the basket's totals (the spec's extra_data.cart_info).
 */
export async function writeLine(
  ctx: BasketContext,
  caller: SessionCustomer,
  type: CartItemType,
  itemId: number,
  command: CartCommand,
): Promise<{ line: CartLine | null; info: CartInfo }> {
  const ref: LineRef = { customerId: requireBasketWriter(caller), type, itemId };
  // A line gone from the basket lets go of the units held for it (a waitlist turn, decision 069): back
  // in stock for the next in line, in the same transaction as the line's removal.
  if (command.kind === 'delete') {
    await inOwnerScope(ctx.db, 'basket', ref.customerId, async (tx) => {
      await deleteCartLine(tx, ref);
      await releaseOwnHold(tx, ref.customerId, stockRefOf(ref.type, ref.itemId), ctx.now());
    });
  } else if (command.kind === 'subtract') {
    const left = await inOwnerScope(ctx.db, 'basket', ref.customerId, async (tx) => {
      const count = await subtractCartLine(tx, { ...ref, count: command.count, now: ctx.now() });
      if (count === 0) await releaseOwnHold(tx, ref.customerId, stockRefOf(ref.type, ref.itemId), ctx.now());
      return count;
    });
    if (left === null) throw new DomainError('CART_LINE_NOT_FOUND');
  } else {
    await addOrSet(ctx, ref, command.kind, command.count);
  }
  const view = await readBasket(ctx, ref.customerId);
  const key = cartKey(type, itemId);
  return { line: view.lines.find((line) => line.key === key) ?? null, info: view.info };
}

/**
 * One conditional statement writes the count or refuses it, under the basket's lock (db/owner-lock.ts):
 * the 100-line cap spans rows, and a refusal is explained from the basket exactly as the write saw it.
 * A bundle is read first (its price is the catalogue's priceBundle, worked out here); a product's price
 * is read by the statement itself. Only a refusal is explained with further reads.
 */
async function addOrSet(ctx: BasketContext, ref: LineRef, mode: 'add' | 'set', count: number): Promise<void> {
  const now = ctx.now();
  const bundle =
    ref.type === cartItemType.bundle
      ? requireOnSale(
          await findItem(ctx.db, { type: ref.type, id: ref.itemId }, now, ref.customerId),
          ref.type,
        )
      : null;
  const refused = await inOwnerScope(ctx.db, 'basket', ref.customerId, async (tx) => {
    const written = await writeCartLine(tx, {
      ...ref,
      count,
      price: bundle ? bundle.unitPrice : null,
      mode,
      now,
      maxLines: basketLimits.maxLines,
    });
    if (written !== null) return null;
    const held = await findLineCount(tx, ref);
    return { held, full: held === 0 && (await countLines(tx, ref.customerId)) >= basketLimits.maxLines };
  });
  if (refused === null) return;
  // Refused: say why. The item is read after the lock is let go (the catalogue is not the basket's).
  const item = requireOnSale(
    await findItem(ctx.db, { type: ref.type, id: ref.itemId }, now, ref.customerId),
    ref.type,
  );
  const { held } = refused;
  if (refused.full) {
    throw new DomainError('BASKET_FULL', { params: { max: formatNumberFa(basketLimits.maxLines) } });
  }
  const facts = { max_count: item.maxCount, inventory: item.inventory };
  const requested = mode === 'add' ? held + count : count;
  // The limit moved between the write and this read (a rare race): the stock is what is left.
  const refusal = refuseCount(requested, facts) ?? { code: 'NOT_ENOUGH_STOCK', left: lineLimit(facts) };
  const details = { max_count: facts.max_count, inventory: facts.inventory, in_basket: held };
  if (refusal.code === 'NOT_ENOUGH_STOCK') {
    throw new DomainError('NOT_ENOUGH_STOCK', {
      params: { left: formatNumberFa(refusal.left) },
      extra: { ...details, left: refusal.left },
    });
  }
  throw new DomainError(refusal.code, { extra: details });
}

/** 404 for an unknown or withdrawn item; 406 for a bundle that has not started. */
function requireOnSale(item: BasketItem | undefined, type: CartItemType): BasketItem {
  if (item?.sellable) return item;
  if (item?.upcoming) throw new DomainError('BUNDLE_NOT_STARTED');
  throw new DomainError(type === cartItemType.product ? 'PRODUCT_NOT_FOUND' : 'BUNDLE_NOT_FOUND');
}
