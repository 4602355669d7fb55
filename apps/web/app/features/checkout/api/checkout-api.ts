import * as identity from '@shop/domain/identity/endpoints';
import * as account from '@shop/domain/account/endpoints';
import * as checkout from '@shop/domain/checkout/endpoints';
import type { PlaceOrderRequest } from '@shop/domain/checkout/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

// The checkout's calls (docs/api.md "Account", "Checkout"): the loader's on the server, the rest in
// the browser, through the one typed client. The address calls are shared/address's (the profile's
// addresses page makes them too).

export async function loadCheckout(api: ApiClient) {
  const [page, addresses] = await Promise.all([api.call(checkout.checkout), api.call(account.addresses)]);
  return { data: page.data, cartProblems: page.extra_data.cart, addresses: addresses.data };
}

export type CheckoutLoad = Awaited<ReturnType<typeof loadCheckout>>;

export async function applyCoupon(api: ApiClient, code: string, centreId: number | null) {
  return (await api.call(checkout.coupon, { body: { code, ...(centreId ? { company_id: centreId } : {}) } }))
    .data;
}

export async function placeOrder(api: ApiClient, body: PlaceOrderRequest, idempotencyKey: string) {
  return (await api.call(checkout.placeOrder, { body, idempotencyKey })).data;
}

/** The national-code step: the profile's names as they are, and the code (identity's profile completion). */
export async function saveNationalCode(
  api: ApiClient,
  user: { first_name: string; last_name: string },
  code: string,
) {
  return (
    await api.call(identity.completeProfile, {
      body: { _method: 'PUT', first_name: user.first_name, last_name: user.last_name, national_no: code },
    })
  ).data;
}

/** A new online payment of an unpaid order: the bank's page to go to. */
export async function repayOrder(api: ApiClient, orderId: number) {
  return (await api.call(checkout.repay, { params: { id: orderId } })).data.url;
}
