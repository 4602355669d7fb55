import * as checkout from '@shop/domain/checkout/endpoints';
import { browserApi } from '../../../shared/api/browser-client.ts';

/** POST orders/{id}/cancel: the order's new status (400 ORDER_CANCEL_NOT_ALLOWED when it may not be). */
export async function cancelOrder(id: number) {
  return (await browserApi.call(checkout.cancel, { params: { id } })).data;
}
