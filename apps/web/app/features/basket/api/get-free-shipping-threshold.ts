import * as basket from '@shop/domain/basket/endpoints';
import type { ApiClient } from '../../../shared/api/client.ts';

/** GET config/free-shipping-threshold, in rials (public; /cart's loader asks on the server). */
export async function getFreeShippingThreshold(api: ApiClient): Promise<number> {
  return (await api.call(basket.freeShippingThreshold)).data.threshold;
}
