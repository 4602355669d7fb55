import * as checkout from '@shop/domain/checkout/endpoints';
import type { OwnCouponsPage } from '@shop/domain/checkout/coupon-schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** GET coupons?page: a page of the customer's own codes, newest first (the loader's). */
export async function getCoupons(api: ApiClient, page: number): Promise<OwnCouponsPage> {
  return (await api.call(checkout.coupons, { query: { page } })).data;
}
