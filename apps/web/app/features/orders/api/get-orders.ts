import * as orders from '@shop/domain/orders/endpoints';
import type { ApiClient } from '../../../shared/api/client.ts';

/** GET orders?page: a page of the customer's orders, newest first, with how many there are (the loader's). */
export async function getOrders(api: ApiClient, page: number) {
  return (await api.call(orders.orders, { query: { page } })).data;
}
