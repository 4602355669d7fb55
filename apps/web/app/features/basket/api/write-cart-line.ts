import type { CartItemType } from '@shop/domain/basket/constants';
import type { CartInfo, CartLine } from '@shop/domain/basket/schemas';
import { browserApi } from '../../../shared/api/browser-client.ts';

/** What POST cart/{id} asks: add or set a count, take some away, or delete the line. */
export type CartLineWrite =
  | { kind: 'add'; count: number }
  | { kind: 'set'; count: number }
  | { kind: 'subtract'; count: number }
  | { kind: 'delete' };

export type CartLineWritten = { line: CartLine | null; info: CartInfo };

function bodyOf(type: CartItemType, write: CartLineWrite) {
  switch (write.kind) {
    case 'add':
      return { type, count: write.count, add: 1 };
    case 'set':
      return { type, count: write.count, add: 0 };
    case 'subtract':
      return { _method: 'PUT', type, count: write.count };
    case 'delete':
      return { _method: 'PUT', type };
  }
}

/** POST cart/{id} (storefront.md §7): the line as it now is (null once gone) and the basket's totals. */
export async function writeCartLine(
  type: CartItemType,
  id: number,
  write: CartLineWrite,
): Promise<CartLineWritten> {
  const { data, extra_data } = await browserApi.post<CartLine | null, { cart_info: CartInfo }>(
    `/cart/${id}`,
    bodyOf(type, write),
  );
  return { line: data, info: extra_data.cart_info };
}

/**
 * Deletes a line from a page that is closing (pagehide): the request outlives the page, and nobody
 * is left to read the answer.
 */
export function deleteCartLineWhileLeaving(type: CartItemType, id: number): void {
  browserApi.post(`/cart/${id}`, bodyOf(type, { kind: 'delete' }), { keepalive: true }).catch(() => {
    // Still reported (and still struck through) on the next visit: nothing is lost.
  });
}
