import { cartItemType } from '@shop/domain/basket/constants';
import { DomainError } from '@shop/domain/errors';
import type { Transaction } from '../../../db/client.ts';
import {
  bundleComponentsOf,
  releaseBundles,
  releaseStock,
  reserveBundles,
  reserveStock,
} from '../../catalogue/public/stock.ts';
import { holdKey, type HeldUnits } from '../../catalogue/public/stock-holds.ts';
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
 * lock rows in the same order. A shortage is the spec's 406 naming the item. `held` are the units the
 * customer's own holds (decision 069, used by this order) took out of stock already: the order takes
 * that many fewer, a held bundle's components with it.
 */
export async function takeStock(
  tx: Transaction,
  stock: LineStock,
  held: HeldUnits = new Map(),
): Promise<void> {
  const { bundles, products } = netOfHeld(stock, held);
  try {
    await reserveBundles(
      tx,
      bundles.filter((line) => line.quantity > 0),
    );
    await reserveStock(
      tx,
      products.filter((line) => line.quantity > 0),
    );
    // A hold larger than the order's line (the waitlist holds one unit, so never yet): the rest goes
    // back to stock rather than being lost with the used hold.
    await releaseBundles(
      tx,
      bundles.filter((line) => line.quantity < 0).map((line) => ({ ...line, quantity: -line.quantity })),
    );
    await releaseStock(
      tx,
      products.filter((line) => line.quantity < 0).map((line) => ({ ...line, quantity: -line.quantity })),
    );
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

/** Each bundle's and product's units still to take once the customer's held units are counted. */
function netOfHeld(stock: LineStock, held: HeldUnits) {
  const products = new Map<number, number>();
  const add = (productId: number, quantity: number) =>
    products.set(productId, (products.get(productId) ?? 0) + quantity);
  for (const line of stock.products) add(line.productId, line.quantity);
  const bundles = stock.bundles.map((line) => {
    const units = held.get(holdKey('bundle', line.bundleId)) ?? 0;
    for (const part of stock.sold.get(`${cartItemType.bundle}-${line.bundleId}`) ?? []) {
      add(part.product_id, -part.count * units);
    }
    return { bundleId: line.bundleId, quantity: line.quantity - units };
  });
  for (const productId of products.keys()) add(productId, -(held.get(holdKey('product', productId)) ?? 0));
  return { bundles, products: [...products].map(([productId, quantity]) => ({ productId, quantity })) };
}
