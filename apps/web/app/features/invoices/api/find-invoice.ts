import * as orders from '@shop/domain/orders/endpoints';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/**
 * GET invoices/{id}: one of the caller's orders as a sales invoice; null for the API's 404, which is
 * also what another customer's order answers (its owner is in the API's query), so nobody else's
 * invoice can be shown.
 */
export async function findInvoice(api: ApiClient, id: number) {
  try {
    return (await api.call(orders.invoice, { params: { id } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
