import { eq } from 'drizzle-orm';
import { basketLimits, cartItemType, type CartItemType } from '@shop/domain/basket/constants';
import { mayWriteServerBasket } from '@shop/domain/identity/constants';
import type { Transaction } from '../../../db/client.ts';
import { takeOwnerLock } from '../../../db/owner-lock.ts';
import { customers } from '../../identity/public/tables.ts';
import { findLineCount, writeCartLine } from '../queries/cart-lines.ts';
import { findItem } from '../service/items.ts';

/**
 * Puts one of an item that came back into a waiting customer's basket, in the waitlist sweep's
 * transaction (decision 063). The basket's own rules hold: its lock, the limit checked in the writing
 * statement (which counts the unit the sweep held for them, decision 069), the line cap; a line the
 * customer already has is left as it is. Answers whether the basket holds the item now (false:
 * registration incomplete, item not sold, basket full; the unit is held for them all the same).
 */
export async function putWaitedLineIn(
  tx: Transaction,
  input: { customerId: number; type: CartItemType; itemId: number; now: Date },
): Promise<boolean> {
  const { customerId, type, itemId, now } = input;
  const [customer] = await tx
    .select({ registerStatus: customers.registerStatus })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer || !mayWriteServerBasket(customer.registerStatus)) return false;
  await takeOwnerLock(tx, 'basket', customerId);
  const ref = { customerId, type, itemId };
  if ((await findLineCount(tx, ref)) > 0) return true;
  const item = await findItem(tx, { type, id: itemId }, now);
  if (!item?.sellable) return false;
  const written = await writeCartLine(tx, {
    ...ref,
    count: 1,
    price: type === cartItemType.bundle ? item.unitPrice : null,
    mode: 'raise',
    now,
    maxLines: basketLimits.maxLines,
  });
  return written !== null;
}
