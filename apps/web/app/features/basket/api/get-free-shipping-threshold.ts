import type { ApiClient } from '../../../shared/api/client.ts';

/** GET config/free-shipping-threshold, in rials (public; /cart's loader asks on the server). */
export async function getFreeShippingThreshold(api: ApiClient): Promise<number> {
  return (await api.get<{ threshold: number }>('/config/free-shipping-threshold')).data.threshold;
}
