import * as orders from '@shop/domain/orders/endpoints';
import { browserApi } from '../../../shared/api/browser-client.ts';

/**
 * POST orders/{id}/rate: 1 to 5 and an optional note. A first rating is a POST (409
 * ORDER_ALREADY_RATED once rated); `change` sends `_method: PUT`, which replaces it.
 */
export async function rateOrder(id: number, rates: number, note: string, options: { change?: boolean } = {}) {
  return (
    await browserApi.call(orders.rate, {
      params: { id },
      body: {
        rates,
        note_context: note.trim() ? note.trim() : null,
        ...(options.change ? { _method: 'PUT' as const } : {}),
      },
    })
  ).data;
}
