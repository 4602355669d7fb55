import * as orders from '@shop/domain/orders/endpoints';
import { browserApi } from '../../../shared/api/browser-client.ts';

/** POST orders/{id}/rate: 1 to 5 and an optional note (409 ORDER_ALREADY_RATED once rated). */
export async function rateOrder(id: number, rates: number, note: string) {
  return (
    await browserApi.call(orders.rate, {
      params: { id },
      body: { rates, note_context: note.trim() ? note.trim() : null },
    })
  ).data;
}
