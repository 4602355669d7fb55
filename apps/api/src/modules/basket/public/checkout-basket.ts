import { eq } from 'drizzle-orm';
import type { Db, Transaction } from '../../../db/client.ts';
import { takeOwnerLock } from '../../../db/owner-lock.ts';
import type { BasketView } from '../service/basket-view.ts';
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
