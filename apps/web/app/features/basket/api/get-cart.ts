import * as basket from '@shop/domain/basket/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { browserApi } from '../../../shared/api/browser-client.ts';
import type { ServerBasket } from '../basket-lines.ts';
import { basketKeys } from './basket-keys.ts';

/** GET cart: the lines and totals, for the header's badge and every add-to-basket button. */
export function cartQueryOptions(userId: number) {
  return queryOptions({
    queryKey: basketKeys.cart(userId),
    queryFn: async (): Promise<ServerBasket> => {
      const { data } = await browserApi.call(basket.basket);
      return {
        lines: data.items,
        totals: { count: data.total.count, price: data.total.price, priceBeforeDiscount: null },
        receipt: null,
      };
    },
    staleTime: 30_000,
  });
}
