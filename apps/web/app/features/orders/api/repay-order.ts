import * as checkout from '@shop/domain/checkout/endpoints';
import { browserApi } from '../../../shared/api/browser-client.ts';

/** POST orders/{id}/repay: the bank's page where the order is paid. */
export async function repayOrder(id: number): Promise<string> {
  return (await browserApi.call(checkout.repay, { params: { id } })).data.url;
}
