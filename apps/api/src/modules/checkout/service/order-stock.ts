import { cartItemType } from '@shop/domain/basket/constants';
import { DomainError } from '@shop/domain/errors';
import type { Transaction } from '../../../db/client.ts';
import { bundleComponentsOf, reserveBundles, reserveStock } from '../../catalogue/public/stock.ts';
import type { SoldComponent } from '../../orders/public/tables.ts';
import type { buyableLines } from './checkout-facts.ts';

// What an order takes from stock (place-order.ts, steps 6 and 11): bundles' own and every product's,
// loose or in a bundle, each taken with a conditional update.

export type LineStock = {
  bundles: { bundleId: number; quantity: number }[];
  products: { productId: number; quantity: number }[];
  /** Each bundle line's components as sold, by `type-id`. */
  sold: Map<string, SoldComponent[]>;
};

/** What the lines take from stock: bundles' own, and every product, loose or in a bundle. */
export async function stockOfLines(
  tx: Transaction,
  lines: ReturnType<typeof buyableLines>,
): Promise<LineStock> {
  const bundleLines = lines.filter((line) => line.type === cartItemType.bundle);
  const components = await bundleComponentsOf(
    tx,
    bundleLines.map((line) => line.id),
  );
  const sold = new Map<string, SoldComponent[]>();
  const products = lines
    .filter((line) => line.type === cartItemType.product)
    .map((line) => ({ productId: line.id, quantity: line.count }));
  for (const line of bundleLines) {
    const parts = components.get(line.id) ?? [];
    sold.set(
      `${line.type}-${line.id}`,
      parts.map((part) => ({ product_id: part.productId, count: part.count })),
    );
    for (const part of parts) products.push({ productId: part.productId, quantity: part.count * line.count });
  }
  return {
    bundles: bundleLines.map((line) => ({ bundleId: line.id, quantity: line.count })),
    products,
    sold,
  };
}

/**
 * Takes the stock: bundles' own first, then all products in one sorted pass, so two orders always
 * lock rows in the same order. A shortage is the spec's 406 naming the item.
 */
export async function takeStock(tx: Transaction, stock: LineStock): Promise<void> {
  try {
    await reserveBundles(tx, stock.bundles);
    await reserveStock(tx, stock.products);
  } catch (error) {
    if (
      error instanceof DomainError &&
      ['NOT_ENOUGH_STOCK', 'OUT_OF_STOCK', 'PRODUCT_NOT_FOUND'].includes(error.code)
    ) {
      throw new DomainError('CHECKOUT_ITEMS_UNAVAILABLE', { extra: { errors: [error.extra] } });
    }
    throw error;
  }
}
