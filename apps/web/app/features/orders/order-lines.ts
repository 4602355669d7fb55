import { basketLimits, cartItemType, isCartItemType, type CartItemType } from '@shop/domain/basket/constants';
import { cartKey } from '@shop/domain/basket/keys';
import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { paths } from '../../shared/paths.ts';

type OrderLine = OrderDetail['products'][number];

/** A line of a past order put back into the basket (`POST cart/multi`), named for the refusals' words. */
export type OrderBasketLine = { key: string; type: CartItemType; id: number; count: number; name: string };

/**
 * «خرید مجدد»: the order's lines as basket lines, one per item (an item named twice counts once, with
 * its counts added), as many as one `cart/multi` takes and no count above what one request may ask.
 * The server decides what can be bought now and says why for the rest.
 */
export function basketLinesOf(products: readonly OrderLine[]): OrderBasketLine[] {
  const byKey = new Map<string, OrderBasketLine>();
  for (const product of products) {
    if (!isCartItemType(product.type) || product.count < 1) continue;
    const key = cartKey(product.type, product.id);
    const seen = byKey.get(key);
    const count = Math.min(basketLimits.maxCountPerRequest, (seen?.count ?? 0) + product.count);
    byKey.set(key, { key, type: product.type, id: product.id, count, name: product.name });
  }
  return [...byKey.values()].slice(0, basketLimits.maxMultiItems);
}

/** Where a line's thumbnail leads: the product's page, or the bundle's. */
export function orderLinePath(line: Pick<OrderLine, 'type' | 'id' | 'slug'>): string {
  return line.type === cartItemType.bundle
    ? paths.bundle(line.id, line.slug)
    : paths.product(line.id, line.slug);
}
