import * as basket from '@shop/domain/basket/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { browserApi } from '../../../shared/api/browser-client.ts';
import type { ApiClient } from '../../../shared/api/client.ts';
import { totalsFromInfo, type ServerBasket } from '../basket-lines.ts';
import { basketKeys } from './basket-keys.ts';

/** GET cart/list: the lines with their problems and the receipt; /cart's loader calls it on the server. */
export async function fetchCartList(api: ApiClient): Promise<ServerBasket> {
  const { data, extra_data } = await api.call(basket.basketPage);
  return { lines: data.details, totals: totalsFromInfo(data.cart_info), receipt: extra_data.receipt };
}

export function cartListQueryOptions(userId: number) {
  return queryOptions({
    queryKey: basketKeys.list(userId),
    queryFn: () => fetchCartList(browserApi),
    // The drawer and /cart always show the basket as it is now (another device may have changed it).
    staleTime: 0,
  });
}
