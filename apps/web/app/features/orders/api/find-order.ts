import * as orders from '@shop/domain/orders/endpoints';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/**
 * GET orders/{id} for the order's own page (its loader's): null for the API's 404, which is also what
 * another customer's order answers (its owner is in the API's query), so nothing of it is loaded.
 */
export async function findOrder(api: ApiClient, id: number) {
  try {
    return (await api.call(orders.order, { params: { id } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
