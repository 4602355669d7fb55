import * as basket from '@shop/domain/basket/endpoints';
import type { GuestLine } from '@shop/domain/basket/merge';
import type { Basket, CartInfo, MergeRejectionView } from '@shop/domain/basket/schemas';
import { browserApi } from '../../../shared/api/browser-client.ts';

/** POST cart/multi after sign-in: the merged basket, and every guest line not merged as asked, with why. */
export async function mergeGuestBasket(
  items: GuestLine[],
): Promise<{ basket: Basket; info: CartInfo; rejected: MergeRejectionView[] }> {
  const { data, extra_data } = await browserApi.call(basket.mergeGuestBasket, { body: { items } });
  return { basket: data, info: extra_data.cart_info, rejected: extra_data.rejected };
}
