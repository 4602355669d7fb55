import { and, asc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { cartItemType, type CartItemType } from '@shop/domain/basket/constants';
import { DomainError } from '@shop/domain/errors';
import type { Db, Transaction } from '../../../db/client.ts';
import {
  bundleComponentsOf,
  releaseBundles,
  releaseStock,
  reserveBundles,
  reserveStock,
  type StockRef,
} from './stock.ts';
import { stockHolds } from './tables.ts';

// Stock held for one customer without an order (decision 069): the waitlist's turn. A hold is stock
// taken like an order's (the same conditional updates), so everyone else reads the item as its stock
// says with no rule of their own; only the holder's basket and checkout count the held units back.
// A hold ends once, by a conditional UPDATE on `state = 'held'`: used by the holder's order, released
// when the line leaves the basket, or expired by the sweep after `held_until` (until then it stands).

type HoldRow = typeof stockHolds.$inferSelect;
export type HeldUnits = Map<string, number>;

export const holdKey = (type: StockRef['type'], id: number) => `${type}:${id}`;

/** A basket or order line's item as the stock names it. */
export const stockRefOf = (type: CartItemType, id: number): StockRef => ({
  type: type === cartItemType.product ? 'product' : 'bundle',
  id,
});

const stockRefusals = new Set(['OUT_OF_STOCK', 'NOT_ENOUGH_STOCK', 'PRODUCT_NOT_FOUND']);
/** Thrown inside a hold's savepoint to undo its stock when its row could not be written. */
class HoldNotWritten extends Error {}

/**
 * Takes `units` of the item out of stock for the customer until `until`, in the caller's transaction:
 * a product's own stock, or a bundle's and its components' (as an order takes them). Answers `held`;
 * `short` when the stock has not that many (nothing taken); `already` when the customer holds the item
 * already (nothing taken: one live hold per customer and item).
 */
export async function holdUnits(
  tx: Transaction,
  input: { item: StockRef; customerId: number; units: number; until: Date; now: Date },
): Promise<'held' | 'short' | 'already'> {
  const { item, customerId, units, until, now } = input;
  try {
    // A savepoint: a bundle whose component runs short has already taken its own units.
    await tx.transaction(async (sp) => {
      await moveUnits(sp, item, units, 'take');
      const written = await sp
        .insert(stockHolds)
        .values({ itemType: item.type, itemId: item.id, customerId, units, heldUntil: until, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: stockHolds.id });
      if (written.length === 0) throw new HoldNotWritten();
    });
    return 'held';
  } catch (error) {
    if (error instanceof HoldNotWritten) return 'already';
    if (error instanceof DomainError && stockRefusals.has(error.code)) return 'short';
    throw error;
  }
}

/**
 * The customer's live holds, by key (`product:1`), as a number of units; what the basket adds back
 * to the stock it shows its holder (the basket's list reads the same with its own query, a join).
 */
export async function ownHeldUnits(db: Db, customerId: number): Promise<HeldUnits> {
  const rows = await db
    .select({ type: stockHolds.itemType, id: stockHolds.itemId, units: stockHolds.units })
    .from(stockHolds)
    .where(and(eq(stockHolds.customerId, customerId), eq(stockHolds.state, 'held')));
  return new Map(rows.map((row) => [holdKey(row.type, row.id), row.units]));
}

/**
 * The units a customer holds of an item, as a scalar SQL expression (0 when none): for the statement
 * that checks a basket's limit as it writes.
 */
export function heldUnitsSql(customerId: number, item: StockRef): SQL<number> {
  return sql<number>`coalesce((select h.units from ${stockHolds} h
    where h.customer_id = ${customerId}::int and h.item_type = ${item.type} and h.item_id = ${item.id}::int
      and h.state = 'held'), 0)`;
}

/**
 * In the holder's order transaction, before its stock is taken: the customer's live holds on these
 * items are used, once (`state = 'held'` in the UPDATE, so a replayed or raced order cannot use a hold
 * twice). Answers the units by key: the order takes that many fewer from stock, because the hold took
 * them already. Their rows stay locked until the order commits or rolls back (and with it the hold).
 */
export async function useOwnHolds(
  tx: Transaction,
  customerId: number,
  items: readonly StockRef[],
  now: Date,
): Promise<HeldUnits> {
  if (items.length === 0) return new Map();
  const used = await tx
    .update(stockHolds)
    .set({ state: 'used', endedAt: now })
    .where(and(eq(stockHolds.customerId, customerId), eq(stockHolds.state, 'held'), itemsAre(items)))
    .returning({ type: stockHolds.itemType, id: stockHolds.itemId, units: stockHolds.units });
  return new Map(used.map((row) => [holdKey(row.type, row.id), row.units]));
}

/** The item left the holder's basket: the hold ends and its units go back to stock. */
export async function releaseOwnHold(
  tx: Transaction,
  customerId: number,
  item: StockRef,
  now: Date,
): Promise<boolean> {
  const ended = await tx
    .update(stockHolds)
    .set({ state: 'released', endedAt: now })
    .where(and(eq(stockHolds.customerId, customerId), eq(stockHolds.state, 'held'), itemsAre([item])))
    .returning();
  await giveBack(tx, ended);
  return ended.length > 0;
}

/**
 * The sweep's: holds whose time is over (claimed FOR UPDATE SKIP LOCKED, so sweepers on several
 * replicas take different ones), oldest first.
 */
export function claimDueHolds(tx: Transaction, now: Date, limit: number): Promise<HoldRow[]> {
  return tx
    .select()
    .from(stockHolds)
    .where(and(eq(stockHolds.state, 'held'), lte(stockHolds.heldUntil, now)))
    .orderBy(asc(stockHolds.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Ends one hold whose time is over, its units back in stock; nothing if it ended another way first. */
export async function expireHold(tx: Transaction, id: number, now: Date): Promise<void> {
  const ended = await tx
    .update(stockHolds)
    .set({ state: 'expired', endedAt: now })
    .where(and(eq(stockHolds.id, id), eq(stockHolds.state, 'held')))
    .returning();
  await giveBack(tx, ended);
}

/**
 * Ends the item's holds whose time is over, their units back in stock: the waitlist's sweep, before it
 * counts the units it may give the next in line (a hold the expiry sweep is ending is waited for).
 */
export async function expireDueHoldsOf(tx: Transaction, item: StockRef, now: Date): Promise<void> {
  const ended = await tx
    .update(stockHolds)
    .set({ state: 'expired', endedAt: now })
    .where(and(itemsAre([item]), eq(stockHolds.state, 'held'), lte(stockHolds.heldUntil, now)))
    .returning();
  await giveBack(tx, ended);
}

/**
 * Each customer's live holds (not ended, not past their time) across every item: the waitlist caps
 * them per account (decision 082). Read after the customers' baskets are locked, so two sweeps giving
 * the same customer holds on different items count one after the other.
 */
export async function liveHoldsPerCustomer(
  tx: Transaction,
  customerIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await tx
    .select({ customerId: stockHolds.customerId, holds: sql<number>`count(*)::int`.mapWith(Number) })
    .from(stockHolds)
    .where(
      and(
        inArray(stockHolds.customerId, [...customerIds]),
        eq(stockHolds.state, 'held'),
        gt(stockHolds.heldUntil, now),
      ),
    )
    .groupBy(stockHolds.customerId);
  return new Map(rows.map((row) => [row.customerId, row.holds]));
}

/** The live holds of items, by key: the units out of stock for someone (tests, the back office). */
export async function heldOf(db: Db, items: readonly StockRef[]): Promise<HeldUnits> {
  if (items.length === 0) return new Map();
  const rows = await db
    .select({
      type: stockHolds.itemType,
      id: stockHolds.itemId,
      units: sql<number>`sum(${stockHolds.units})::int`.mapWith(Number),
    })
    .from(stockHolds)
    .where(and(eq(stockHolds.state, 'held'), itemsAre(items)))
    .groupBy(stockHolds.itemType, stockHolds.itemId);
  return new Map(rows.map((row) => [holdKey(row.type, row.id), row.units]));
}

function itemsAre(items: readonly StockRef[]) {
  const byType = (type: StockRef['type']) =>
    items.filter((item) => item.type === type).map((item) => item.id);
  const products = byType('product');
  const bundles = byType('bundle');
  return or(
    products.length > 0
      ? and(eq(stockHolds.itemType, 'product'), inArray(stockHolds.itemId, products))
      : undefined,
    bundles.length > 0
      ? and(eq(stockHolds.itemType, 'bundle'), inArray(stockHolds.itemId, bundles))
      : undefined,
  );
}

async function giveBack(tx: Transaction, ended: readonly HoldRow[]): Promise<void> {
  for (const hold of ended) await moveUnits(tx, { type: hold.itemType, id: hold.itemId }, hold.units, 'give');
}

/** Takes or gives back an item's units: a bundle's own first, then its components' (an order's order). */
async function moveUnits(
  tx: Transaction,
  item: StockRef,
  units: number,
  way: 'take' | 'give',
): Promise<void> {
  const takes = way === 'take';
  const bundles = takes ? reserveBundles : releaseBundles;
  const products = takes ? reserveStock : releaseStock;
  if (item.type === 'product') {
    await products(tx, [{ productId: item.id, quantity: units }]);
    return;
  }
  await bundles(tx, [{ bundleId: item.id, quantity: units }]);
  const parts = (await bundleComponentsOf(tx, [item.id])).get(item.id) ?? [];
  await products(
    tx,
    parts.map((part) => ({ productId: part.productId, quantity: part.count * units })),
  );
}
