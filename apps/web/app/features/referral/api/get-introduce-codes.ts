import * as checkout from '@shop/domain/checkout/endpoints';
import type { IntroduceCodesPage } from '@shop/domain/checkout/coupon-schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** GET introduce-codes?page: a page of the codes the customer earned by introducing friends. */
export async function getIntroduceCodes(api: ApiClient, page: number): Promise<IntroduceCodesPage> {
  return (await api.call(checkout.introduceCodes, { query: { page } })).data;
}
