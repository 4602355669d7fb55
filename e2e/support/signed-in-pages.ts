// The signed-in customer's page types, for the checks that walk every one (accessibility, reach).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { findProduct } from './catalogue.ts';
import { createCustomer, signInBrowser } from './identity.ts';

/** Every page a signed-in customer has of their own; the basket and checkout need something in it. */
export const signedInPages = [
  '/cart',
  '/checkout',
  '/profile',
  '/profile/orders',
  '/profile/addresses',
  '/profile/edit',
  '/profile/change-password',
  '/profile/coupons-codes',
  '/profile/referral',
  '/profile/periodic-orders',
] as const;

/** A new customer signed in on `page`, with one product in their server basket. */
export async function signInWithBasket(
  page: Page,
  request: APIRequestContext,
  mobile: string,
): Promise<void> {
  const customer = { mobile, password: 'secret-pass-1', firstName: 'مریم', lastName: 'احمدی' };
  await createCustomer(request, customer);
  await signInBrowser(page, customer);
  const product = await findProduct(request, (candidate) => candidate.max_count > 1);
  const added = await page.request.post(`/api/v1/cart/${product.id}`, {
    headers: { 'x-shop-csrf': '1' },
    data: { type: 1, count: 1, add: 1 },
  });
  expect(added.ok()).toBe(true);
}
