import * as checkout from '@shop/domain/checkout/endpoints';
import type { ApiClient } from '../../../shared/api/client.ts';

/** GET orders/{id}/payments: the online payments tried for one of the caller's orders, oldest first. */
export async function getOrderPayments(api: ApiClient, id: number) {
  return (await api.call(checkout.orderPayments, { params: { id } })).data;
}
