import * as basket from '@shop/domain/basket/endpoints';
import { cartWriteBody, type CartCommand } from '@shop/domain/basket/commands';
import type { CartItemType } from '@shop/domain/basket/constants';
import type { CartInfo, CartLine } from '@shop/domain/basket/schemas';
import { browserApi } from '../../../shared/api/browser-client.ts';

/** What POST cart/{id} asks: add or set a count, take some away, or delete the line. */
export type CartLineWrite = CartCommand;

export type CartLineWritten = { line: CartLine | null; info: CartInfo };

/** POST cart/{id} (storefront.md §7): the line as it now is (null once gone) and the basket's totals. */
export async function writeCartLine(
  type: CartItemType,
  id: number,
  write: CartLineWrite,
): Promise<CartLineWritten> {
  const { data, extra_data } = await browserApi.call(basket.writeLine, {
    params: { id },
    body: cartWriteBody(type, write),
  });
  return { line: data, info: extra_data.cart_info };
}

/**
 * Deletes a line from a page that is closing (pagehide): the request outlives the page, and nobody
 * is left to read the answer.
 */
export function deleteCartLineWhileLeaving(type: CartItemType, id: number): void {
  const body = cartWriteBody(type, { kind: 'delete' });
  browserApi.call(basket.writeLine, { params: { id }, body, keepalive: true }).catch(() => {
    // Still reported (and still struck through) on the next visit: nothing is lost.
  });
}
