// Checkout helpers for the journeys: a signed-in customer with a basket worth at least `rials`, and
// the back office's test doors (DEV_ADMIN_ROUTES) until it exists.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiData } from './catalogue.ts';
import { createCustomer, signInBrowser } from './identity.ts';

const csrf = { 'x-shop-csrf': '1' };

type PricedProduct = {
  id: number;
  price: number;
  price_by_discount: number | null;
  max_count: number;
  inventory: number;
  available: boolean;
};

/** A new customer signed in in the page's browser, with the most expensive products in the basket. */
export async function customerWithBasket(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  rials: number,
): Promise<{ mobile: string; password: string }> {
  const customer = { mobile, password: 'secret-pass-1', firstName: 'مریم', lastName: 'احمدی' };
  await createCustomer(request, customer);
  await signInBrowser(page, customer);
  let total = 0;
  for (const product of await apiData<PricedProduct[]>(request, '/products?sortby=2&page=1')) {
    if (total >= rials) break;
    if (!product.available) continue;
    const count = Math.max(1, Math.min(3, product.max_count, product.inventory));
    const added = await page.request.post(`/api/v1/cart/${product.id}`, {
      headers: csrf,
      data: { type: 1, count, add: 1 },
    });
    if (!added.ok()) continue;
    total += (product.price_by_discount ?? product.price) * count;
  }
  expect(total).toBeGreaterThanOrEqual(rials);
  return customer;
}

/** POST dev/wallet: credits (or, negative, debits) the customer's wallet. */
export async function creditWallet(request: APIRequestContext, mobile: string, amount: number) {
  const answer = await request.post('/api/v1/dev/wallet', { data: { mobile_no: mobile, amount } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * The e2e server's map tiles (MAP_TILES_URL in playwright.config.ts) come from a host that does not
 * exist: the browser is answered here with a grey picture, so the journeys prove the tiles are asked
 * for and allowed by the page's policy without reaching a network. Returns how many were served.
 */
export const mapTilesHost = 'http://tiles.e2e.test';
const greyTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN4+vw1AAVsArjSAflTAAAAAElFTkSuQmCC',
  'base64',
);

export async function serveMapTiles(page: Page): Promise<{ served: () => number }> {
  let served = 0;
  await page.route(`${mapTilesHost}/**`, async (route) => {
    served += 1;
    await route.fulfill({ status: 200, contentType: 'image/png', body: greyTile });
  });
  return { served: () => served };
}
