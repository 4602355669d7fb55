import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import { formatNumberFa } from '@shop/domain/money';
import type { Transaction } from '../../../db/client.ts';
import { bundleItems, bundles, products } from './tables.ts';

export type StockLine = { productId: number; quantity: number };

/**
 * Takes the lines' stock in the caller's transaction (the order being placed), or refuses the whole
 * of it: each line is one conditional UPDATE (`inventory >= quantity`), so two orders racing for the
 * last items cannot both have them, and a refusal rolls the caller's transaction back with every
 * line it took. Lines are taken in product order, so two orders never wait for each other in a loop.
 * Refuses a line with NOT_ENOUGH_STOCK (some left; `extra.product_id`, `extra.left`), OUT_OF_STOCK
 * (none) or PRODUCT_NOT_FOUND (no such product). Whether a product is still on sale is the caller's
 * rule (the checkout reads its basket's lines as they are now, in the same transaction).
 */
export async function reserveStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    const taken = await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.inventory, line.quantity)))
      .returning({ id: products.id });
    if (taken.length === 0) await refuse(tx, line);
  }
}

/** Gives the lines' stock back in the caller's transaction (an order cancelled or never paid). */
export async function releaseStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    await tx
      .update(products)
      .set({ inventory: sql`${products.inventory} + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  }
}

/** The stock of products now, for checking a caller's writes (tests, the back office). */
export async function stockOf(tx: Transaction, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, inventory: products.inventory })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.inventory]));
}

/** One line per product, quantities summed, in product order; quantities must be whole and positive. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const byProduct = new Map<number, number>();
  for (const { productId, quantity } of lines) {
    if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Error(`bad stock quantity ${quantity}`);
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
  }
  return [...byProduct].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, quantity }));
}

async function refuse(tx: Transaction, line: StockLine): Promise<never> {
  const [product] = await tx
    .select({ inventory: products.inventory })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND', { extra: { product_id: line.productId } });
  const left = product.inventory;
  if (left <= 0) throw new DomainError('OUT_OF_STOCK', { extra: { product_id: line.productId, left: 0 } });
  throw new DomainError('NOT_ENOUGH_STOCK', {
    params: { left: formatNumberFa(left) },
    extra: { product_id: line.productId, left },
  });
}

export type BundleLine = { bundleId: number; quantity: number };

/** Each bundle's components (product and count per bundle), for taking their stock with the bundle's. */
export async function bundleComponentsOf(
  tx: Transaction,
  bundleIds: readonly number[],
): Promise<Map<number, { productId: number; count: number }[]>> {
  const byBundle = new Map<number, { productId: number; count: number }[]>();
  if (bundleIds.length === 0) return byBundle;
  const rows = await tx
    .select({ bundleId: bundleItems.bundleId, productId: bundleItems.productId, count: bundleItems.count })
    .from(bundleItems)
    .where(inArray(bundleItems.bundleId, [...bundleIds]));
  for (const row of rows) {
    byBundle.set(row.bundleId, [
      ...(byBundle.get(row.bundleId) ?? []),
      { productId: row.productId, count: row.count },
    ]);
  }
  return byBundle;
}

/**
 * Takes bundles' own stock in the caller's transaction, each with a conditional UPDATE, in bundle
 * order; refuses with OUT_OF_STOCK or NOT_ENOUGH_STOCK (`extra.bundle_id`). Their components' stock
 * is the caller's to take with reserveStock, in the same transaction.
 */
export async function reserveBundles(tx: Transaction, lines: readonly BundleLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.bundleId - b.bundleId)) {
    const taken = await tx
      .update(bundles)
      .set({ inventory: sql`${bundles.inventory} - ${line.quantity}` })
      .where(and(eq(bundles.id, line.bundleId), gte(bundles.inventory, line.quantity)))
      .returning({ inventory: bundles.inventory });
    if (taken.length > 0) continue;
    const [bundle] = await tx
      .select({ inventory: bundles.inventory })
      .from(bundles)
      .where(eq(bundles.id, line.bundleId));
    const left = Math.max(0, bundle?.inventory ?? 0);
    if (left === 0) throw new DomainError('OUT_OF_STOCK', { extra: { bundle_id: line.bundleId, left: 0 } });
    throw new DomainError('NOT_ENOUGH_STOCK', {
      params: { left: formatNumberFa(left) },
      extra: { bundle_id: line.bundleId, left },
    });
  }
}

/** Gives bundles' own stock back (their components go back with releaseStock). */
export async function releaseBundles(tx: Transaction, lines: readonly BundleLine[]): Promise<void> {
  for (const line of lines) {
    await tx
      .update(bundles)
      .set({ inventory: sql`${bundles.inventory} + ${line.quantity}` })
      .where(eq(bundles.id, line.bundleId));
  }
}

export type StockRef = { type: 'product' | 'bundle'; id: number };
export type UnitsOnSale = { units: number; name: string; slug: string };

/**
 * How many of each product or bundle could be sold now (0 for one withdrawn or not running; absent
 * when it does not exist), with its name and slug, read in the caller's transaction: the waitlist's
 * sweep (decision 063) counts the units that came back. A bundle's units are its own stock bounded
 * by each component's (`count` per bundle). Keyed `product:1`, `bundle:2`.
 */
export async function unitsOnSale(
  tx: Transaction,
  refs: readonly StockRef[],
  now: Date,
): Promise<Map<string, UnitsOnSale>> {
  const found = new Map<string, UnitsOnSale>();
  const productIds = refs.filter((ref) => ref.type === 'product').map((ref) => ref.id);
  const bundleIds = refs.filter((ref) => ref.type === 'bundle').map((ref) => ref.id);
  if (productIds.length > 0) {
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        inventory: products.inventory,
        isActive: products.isActive,
      })
      .from(products)
      .where(inArray(products.id, productIds));
    for (const row of rows) {
      const units = row.isActive ? Math.max(0, row.inventory) : 0;
      found.set(`product:${row.id}`, { units, name: row.name, slug: row.slug });
    }
  }
  if (bundleIds.length > 0) {
    const rows = await tx
      .select({
        id: bundles.id,
        name: bundles.name,
        slug: bundles.slug,
        inventory: bundles.inventory,
        isActive: bundles.isActive,
        startedAt: bundles.startedAt,
        expiredAt: bundles.expiredAt,
        count: bundleItems.count,
        partInventory: products.inventory,
        partActive: products.isActive,
      })
      .from(bundles)
      .innerJoin(bundleItems, eq(bundleItems.bundleId, bundles.id))
      .innerJoin(products, eq(products.id, bundleItems.productId))
      .where(inArray(bundles.id, bundleIds));
    // One row per component: the bundle's units are the least any row allows.
    for (const row of rows) {
      const key = `bundle:${row.id}`;
      const running = row.isActive && row.startedAt <= now && (row.expiredAt === null || row.expiredAt > now);
      const byPart = row.partActive ? Math.floor(Math.max(0, row.partInventory) / Math.max(1, row.count)) : 0;
      const bound = running ? Math.min(Math.max(0, row.inventory), byPart) : 0;
      const units = Math.min(found.get(key)?.units ?? bound, bound);
      found.set(key, { units, name: row.name, slug: row.slug });
    }
  }
  return found;
}
