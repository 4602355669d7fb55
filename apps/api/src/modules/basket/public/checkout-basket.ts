import { eq } from 'drizzle-orm';
import type { CartItemType } from '@shop/domain/basket/constants';
import { cartKey } from '@shop/domain/basket/keys';
import { lineLimit } from '@shop/domain/basket/limits';
import type { Db, Transaction } from '../../../db/client.ts';
import { takeOwnerLock } from '../../../db/owner-lock.ts';
import { basketTexts } from '../../../i18n/fa.ts';
import type { StoredCartLine } from '../queries/cart-lines.ts';
import { viewBasket, type BasketView } from '../service/basket-view.ts';
import { loadItems } from '../service/items.ts';
import { readBasket } from '../service/read-basket.ts';
import { cartItems } from '../tables.ts';

export type { BasketView };

/**
 * Holds the customer's basket still until the order's transaction ends: the basket's writes take the
 * same lock (db/owner-lock.ts), so a line added in another tab while the order is placed waits, and is
 * neither ordered unseen nor emptied away. Take it before reading the basket.
 */
export function lockBasketIn(tx: Transaction, customerId: number): Promise<void> {
  return takeOwnerLock(tx, 'basket', customerId);
}

/**
 * The customer's basket as it is now, read in the order's transaction: the checkout re-prices every
 * line from the catalogue here, never from what the page showed.
 */
export function readBasketIn(tx: Db, customerId: number, now: Date): Promise<BasketView> {
  return readBasket({ db: tx, now: () => now, freeShippingThreshold: 0 }, customerId);
}

/** Empties the basket in the order's transaction: the order took what it held. */
export async function emptyBasketIn(tx: Transaction, customerId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
}

/** A line to buy again: an item and how many. */
export type WantedLine = { type: CartItemType; id: number; count: number };

/** A wanted line as it stands now: the item as the catalogue shows it, and how many of it can be had. */
export type LineNow = WantedLine & {
  name: string;
  slug: string;
  image: string;
  /** What one costs now (rials); 0 for an item that no longer exists. */
  unitPrice: number;
  /** How many can be bought now: the count cut to the stock and the purchase limit; 0 if not sold. */
  got: number;
};

/** A wanted line that cannot be bought in full now. */
export type ShortLine = LineNow;

async function lookUp(db: Db, wanted: readonly WantedLine[], now: Date) {
  const items = await loadItems(db, wanted, now);
  const lines: LineNow[] = wanted.map((line) => {
    const item = items.get(cartKey(line.type, line.id));
    return {
      ...line,
      name: item?.name ?? basketTexts.deletedItemName,
      slug: item?.slug ?? '',
      image: item?.image ?? '',
      unitPrice: item?.unitPrice ?? 0,
      got: item?.sellable
        ? Math.min(line.count, lineLimit({ max_count: item.maxCount, inventory: item.inventory }))
        : 0,
    };
  });
  return { items, lines };
}

/** Wanted lines (a periodic plan's) as they stand now, for a page that shows them. */
export async function describeLinesNow(db: Db, wanted: readonly WantedLine[], now: Date): Promise<LineNow[]> {
  return (await lookUp(db, wanted, now)).lines;
}

/**
 * Lines wanted again (a periodic order's round, a past order bought again) as they can be bought now:
 * each count cut to the stock and the item's purchase limit, an item that cannot be sold left out, all
 * priced from the catalogue now (what the view's lines cost is today's price, with no "price changed"
 * problem: nobody saw another). `short` lists what was cut or left out.
 */
export async function linesAsTheyAreNow(
  db: Db,
  wanted: readonly WantedLine[],
  now: Date,
): Promise<{ view: BasketView; short: ShortLine[] }> {
  const { items, lines } = await lookUp(db, wanted, now);
  const stored: StoredCartLine[] = lines
    .filter((line) => line.got > 0)
    .map((line) => ({ type: line.type, itemId: line.id, count: line.got, priceAtAdd: line.unitPrice }));
  return { view: viewBasket(stored, items), short: lines.filter((line) => line.got < line.count) };
}
