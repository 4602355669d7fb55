// Orders for the journeys, placed through the API with the browser's own session (its cookie jar),
// as the checkout page would place them, and moved along with the back office's test door
// (DEV_ADMIN_ROUTES) until it exists.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, type ProductCard } from './catalogue.ts';

const csrf = { 'x-shop-csrf': '1' };

type Slot = { id: number; active: boolean; closed: string | null };
type CheckoutData = {
  posting_methods: { id: number; active: boolean }[];
  time_windows: { times: Slot[] }[];
};

export type PlacedOrder = { id: number; trackingCode: string; url: string | null };

/**
 * Payment ports by what the customer chose: online at the bank, on the invoice at the door, or by a
 * bank transfer whose receipt is uploaded.
 */
export const ports = { online: 6, invoiceLater: 5, bankTransfer: 3 } as const;

/** A Tehran address for the signed-in customer (the first becomes the main one). */
export async function addAddress(page: Page, mobile: string): Promise<number> {
  const answer = await page.request.post('/api/v1/addresses', {
    headers: csrf,
    data: {
      name: 'مریم احمدی',
      mobile,
      address: 'خیابان ولیعصر، کوچهٔ بهار',
      number: '12',
      unit: '3',
      postal_code: '1969833114',
      lat: 35.7,
      lng: 51.41,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

/**
 * `how many` products with stock to spare, from the listing's page `page` on: journeys take theirs
 * from pages of their own, so one journey's orders never empty another's goods.
 */
export async function productsWithStock(
  request: APIRequestContext,
  page: number,
  howMany: number,
): Promise<ProductCard[]> {
  const found: ProductCard[] = [];
  for (let at = page; found.length < howMany && at < page + 10; at += 1) {
    for (const product of await apiData<ProductCard[]>(request, `/products?page=${at}`)) {
      if (product.available && product.inventory >= 20 && product.max_count >= 2) found.push(product);
      if (found.length === howMany) break;
    }
  }
  expect(found).toHaveLength(howMany);
  return found;
}

/** Puts each product in the basket `count` times (the signed-in customer's, on the server). */
export async function fillBasket(page: Page, products: readonly ProductCard[], count = 1) {
  for (const product of products) {
    const added = await page.request.post(`/api/v1/cart/${product.id}`, {
      headers: csrf,
      data: { type: 1, count, add: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
}

/** Places the basket as an order to `addressId`, in the first open slot, paid by `port`. */
export async function placeOrder(
  page: Page,
  addressId: number,
  port: number,
  options: { useWallet?: boolean; note?: string } = {},
): Promise<PlacedOrder> {
  const checkout = ((await (await page.request.get('/api/v1/checkout')).json()) as { data: CheckoutData })
    .data;
  const slot = checkout.time_windows.flatMap((day) => day.times).find((time) => time.active && !time.closed);
  const method = checkout.posting_methods.find((posting) => posting.active);
  expect(slot && method).toBeTruthy();
  const answer = await page.request.post('/api/v1/checkout', {
    headers: csrf,
    data: {
      info_id: addressId,
      time_id: slot?.id,
      posting_method: method?.id,
      payment_port: port,
      use_wallet: options.useWallet ?? false,
      ...(options.note ? { note_context: options.note } : {}),
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { data } = (await answer.json()) as {
    data: { order_id: number; tracking_code: string; url: string | null };
  };
  return { id: data.order_id, trackingCode: data.tracking_code, url: data.url };
}

/** PUT dev/orders/{id}/status through each status in turn (the domain's table must allow each move). */
export async function moveOrder(request: APIRequestContext, id: number, statuses: readonly number[]) {
  for (const status of statuses) {
    const answer = await request.put(`/api/v1/dev/orders/${id}/status`, { data: { status } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
}

/** «۹۱۱۸۲-۶۴۶۱۹»: a tracking code as the orders list shows it. */
export function shownTrackingCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`.replace(/\d/g, (digit) =>
    String.fromCharCode(0x06f0 + Number(digit)),
  );
}
