import * as checkout from '@shop/domain/checkout/endpoints';
import type { NextDelivery } from '@shop/domain/checkout/next-delivery';
import type { ApiClient } from '../../../shared/api/client.ts';

/**
 * `GET delivery/next-slot`: the first slot that can still be booked. A promise is extra: when it
 * cannot be read the page goes without one rather than failing (and never invents one).
 */
export async function findNextDelivery(api: ApiClient): Promise<NextDelivery> {
  try {
    return (await api.call(checkout.nextDelivery)).data;
  } catch {
    return null;
  }
}
