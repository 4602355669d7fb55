import * as orders from '@shop/domain/orders/endpoints';
import { browserApi } from '../../../shared/api/browser-client.ts';

/** POST orders/{id}/note: the order's detail with the note added (400 when not allowed or past five). */
export async function addOrderNote(id: number, context: string) {
  return (await browserApi.call(orders.note, { params: { id }, body: { context } })).data;
}
