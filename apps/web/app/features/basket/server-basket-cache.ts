import { cartKey } from '@shop/domain/basket/keys';
import type { Basket } from '@shop/domain/basket/schemas';
import type { BasketItemFacts } from '../../shared/product/basket-item.ts';
import { browserApi } from '../../shared/api/browser-client.ts';
import { getQueryClient } from '../../shared/api/query-client.ts';
import { ApiError } from '../../shared/api/client.ts';
import { basketKeys } from './api/basket-keys.ts';
import { basketFromCart } from './api/get-cart.ts';
import { writeCartLine, type CartLineWrite } from './api/write-cart-line.ts';
import { applyLineWrite, type ServerBasket } from './basket-lines.ts';
import { readServerBasket } from './server-basket-reads.ts';
import { changeServerBasket, takeServerBasket } from './server-basket-store.ts';

/**
 * A write to the customer's basket, and its answer folded into every kept copy (the badge's GET cart
 * and TanStack Query's GET cart/list), so the badge, the drawer and /cart agree without another
 * request. Refused writes (406, 409, 404) mean the copies were out of date: they are read again.
 */
export async function writeServerLine(
  userId: number,
  item: Pick<BasketItemFacts, 'type' | 'id'>,
  write: CartLineWrite,
): Promise<void> {
  const queryClient = getQueryClient();
  const key = cartKey(item.type, item.id);
  try {
    const { line, info } = await writeCartLine(item.type, item.id, write);
    const fold = (basket: ServerBasket) => applyLineWrite(basket, key, line, info);
    // A basket not read yet (the first add on a fresh page) is read whole.
    if (!changeServerBasket(userId, fold)) void readServerBasket(browserApi, userId);
    queryClient.setQueryData<ServerBasket>(basketKeys.list(userId), (basket) =>
      basket ? fold(basket) : basket,
    );
  } catch (error) {
    if (error instanceof ApiError && [404, 406, 409].includes(error.status)) {
      void readServerBasket(browserApi, userId);
      void queryClient.invalidateQueries({ queryKey: basketKeys.list(userId) });
    }
    throw error;
  }
}

/** A merge's answer (POST cart/multi) is the customer's whole basket; the drawer's copy is read again. */
export function takeMergedBasket(userId: number, basket: Basket): void {
  takeServerBasket(userId, basketFromCart(basket));
  void getQueryClient().invalidateQueries({ queryKey: basketKeys.list(userId) });
}
