import * as orders from '@shop/domain/orders/endpoints';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/** GET orders/{id} for the payment receipt (the loader's); null for the API's 404, another's order too. */
export async function findOrder(api: ApiClient, id: number) {
  try {
    return (await api.call(orders.order, { params: { id } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
