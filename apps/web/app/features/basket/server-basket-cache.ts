import { cartKey } from '@shop/domain/basket/keys';
import type { BasketItemFacts } from '../../shared/product/basket-item.ts';
import { getQueryClient } from '../../shared/api/query-client.ts';
import { ApiError } from '../../shared/api/client.ts';
import { basketKeys } from './api/basket-keys.ts';
import { writeCartLine, type CartLineWrite } from './api/write-cart-line.ts';
import { applyLineWrite, type ServerBasket } from './basket-lines.ts';

/**
 * A write to the customer's basket, and its answer folded into every cached copy (GET cart and GET
 * cart/list), so the badge, the drawer and /cart agree without another request. Refused writes
 * (406, 409, 404) mean the cache was out of date: it is read again.
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
    queryClient.setQueriesData<ServerBasket>({ queryKey: basketKeys.ofUser(userId) }, (basket) =>
      basket ? applyLineWrite(basket, key, line, info) : basket,
    );
    // A cache that never loaded (the first add on a fresh page) is filled by a read.
    if (!queryClient.getQueryData(basketKeys.cart(userId))) {
      void queryClient.invalidateQueries({ queryKey: basketKeys.cart(userId) });
    }
  } catch (error) {
    if (error instanceof ApiError && [404, 406, 409].includes(error.status)) {
      void queryClient.invalidateQueries({ queryKey: basketKeys.ofUser(userId) });
    }
    throw error;
  }
}
