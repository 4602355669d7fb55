import * as basket from '@shop/domain/basket/endpoints';
import type { Basket } from '@shop/domain/basket/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { ServerBasket } from '../basket-lines.ts';

/** GET cart (and POST cart/multi, which answers the same shape) as the badge and the buttons keep it. */
export function basketFromCart(cart: Basket): ServerBasket {
  return {
    lines: cart.items,
    totals: { count: cart.total.count, price: cart.total.price, priceBeforeDiscount: null },
    receipt: null,
  };
}

/** GET cart: the lines and totals, for the header's badge and every add-to-basket button. */
export async function fetchCart(api: ApiClient): Promise<ServerBasket> {
  const { data } = await api.call(basket.basket);
  return basketFromCart(data);
}
