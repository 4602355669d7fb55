import { and, asc, count as countRows, eq, sql, type SQL } from 'drizzle-orm';
import { cartItemType, type CartItemType } from '@shop/domain/basket/constants';
import type { Db } from '../../../db/client.ts';
import { at, effectivePriceSql } from '../../catalogue/public/effective-price.ts';
import { productCardColumns } from '../../catalogue/public/product-columns.ts';
import { brands, products, stockHolds } from '../../catalogue/public/tables.ts';
import { cartItems } from '../tables.ts';
import { itemLimitSql } from './item-limit.ts';

export type LineRef = { customerId: number; type: CartItemType; itemId: number };

/** A customer's lines in the order they were first added. */
export function listCartLines(db: Db, customerId: number) {
  return db
    .select({
      type: cartItems.itemType,
      itemId: cartItems.itemId,
      count: cartItems.count,
      priceAtAdd: cartItems.priceAtAdd,
    })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.id));
}

export type StoredCartLine = Awaited<ReturnType<typeof listCartLines>>[number];

// The card's columns split by table, for the left joins below.
const { brandId, brandName, brandSlug, ...productColumns } = productCardColumns;

/**
 * The lines with their products (null for a bundle line, or a product that no longer exists) and
 * what is held for the customer of each (null mostly) in one query: the basket is read on every basket answer, so it costs one round trip (two with bundles).
 */
export function listCartLinesWithProducts(db: Db, customerId: number) {
  return db
    .select({
      type: cartItems.itemType,
      itemId: cartItems.itemId,
      count: cartItems.count,
      priceAtAdd: cartItems.priceAtAdd,
      // One nested object per table: Drizzle makes each null when its left join found nothing.
      product: { ...productColumns, isActive: products.isActive },
      brand: { brandId, brandName, brandSlug },
      /** Units kept for this customer (a waitlist turn, decision 069): theirs, out of everyone's stock. */
      hold: { units: stockHolds.units, until: stockHolds.heldUntil },
    })
    .from(cartItems)
    .leftJoin(products, and(eq(cartItems.itemType, 1), eq(products.id, cartItems.itemId)))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(
      stockHolds,
      and(
        eq(stockHolds.customerId, cartItems.customerId),
        eq(
          stockHolds.itemType,
          sql`case when ${cartItems.itemType} = ${cartItemType.product} then 'product' else 'bundle' end`,
        ),
        eq(stockHolds.itemId, cartItems.itemId),
        eq(stockHolds.state, 'held'),
      ),
    )
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.id));
}

function lineWhere(ref: LineRef) {
  return and(
    eq(cartItems.customerId, ref.customerId),
    eq(cartItems.itemType, ref.type),
    eq(cartItems.itemId, ref.itemId),
  );
}

/** The count of one line; 0 when the basket does not hold it. */
export async function findLineCount(db: Db, ref: LineRef): Promise<number> {
  const [row] = await db.select({ count: cartItems.count }).from(cartItems).where(lineWhere(ref));
  return row?.count ?? 0;
}

export async function countLines(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: countRows() })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId));
  return row?.n ?? 0;
}

/** add: the line grows by `count`; set: it becomes `count`; raise: it becomes `count` if that is more. */
export type WriteMode = 'add' | 'set' | 'raise';

const newCount: Record<WriteMode, SQL> = {
  add: sql`${cartItems.count} + excluded.count`,
  set: sql`excluded.count`,
  raise: sql`excluded.count`,
};

/**
 * Writes a line's count in ONE statement that checks it against the item's limit (max_count and stock,
 * `itemLimitSql`) as it writes: a conditional INSERT … ON CONFLICT DO UPDATE … WHERE. Two tabs adding at
 * once cannot pass the limit: PostgreSQL locks the conflicting row and evaluates the WHERE on its newest
 * version. A new line is also refused once the basket holds `maxLines` lines. Answers the line's count,
 * or null when nothing was written (the limit, the line cap, or for `raise` a line already as large).
 * `price` becomes the line's seen price: writing a line is seeing the item's current price. For a product
 * it may be left null: the statement then reads it with the catalogue's `effectivePriceSql` (the SQL
 * twin of priceProduct), sparing the add a round trip.
 */
export async function writeCartLine(
  db: Db,
  input: LineRef & { count: number; price: number | null; mode: WriteMode; now: Date; maxLines: number },
): Promise<number | null> {
  const { customerId, type, itemId, count, price, mode, now, maxLines } = input;
  const limit = itemLimitSql(type, itemId, now, customerId);
  const priceSql =
    price === null
      ? sql`(select ${effectivePriceSql(now)} from ${products} where ${products.id} = ${itemId}::int)`
      : sql`${price}::bigint`;
  const result = (await db.execute(sql`
    insert into ${cartItems} (customer_id, item_type, item_id, count, price_at_add, created_at, updated_at)
    select ${customerId}::int, ${type}::smallint, ${itemId}::int, ${count}::int, ${priceSql},
      ${at(now)}, ${at(now)}
    where ${count}::int <= ${limit}
      and ((select count(*) from ${cartItems} where customer_id = ${customerId}::int) < ${maxLines}::int
        or exists (select 1 from ${cartItems} where customer_id = ${customerId}::int
          and item_type = ${type}::smallint and item_id = ${itemId}::int))
    on conflict (customer_id, item_type, item_id) do update
      set count = ${newCount[mode]}, price_at_add = excluded.price_at_add, updated_at = excluded.updated_at
      where ${newCount[mode]} <= ${limit}
        ${mode === 'raise' ? sql`and excluded.count > ${cartItems.count}` : sql``}
    returning count`)) as unknown as { rows: { count: number | string }[] };
  const row = result.rows[0];
  return row ? Number(row.count) : null;
}

/**
 * Takes `count` off a line in one statement; the line goes when that leaves nothing (storefront.md §4:
 * decreasing to zero removes the line). The line is locked first, so the update and the delete see the
 * same, newest count. Answers the count left (0: removed), or null when the basket has no such line.
 */
export async function subtractCartLine(
  db: Db,
  ref: LineRef & { count: number; now: Date },
): Promise<number | null> {
  const result = (await db.execute(sql`
    with target as (
      select id, count from ${cartItems}
      where customer_id = ${ref.customerId}::int and item_type = ${ref.type}::smallint
        and item_id = ${ref.itemId}::int
      for update
    ), lowered as (
      update ${cartItems} set count = target.count - ${ref.count}::int, updated_at = ${at(ref.now)}
      from target where ${cartItems.id} = target.id and target.count > ${ref.count}::int
      returning ${cartItems.count} as count
    ), removed as (
      delete from ${cartItems} using target
      where ${cartItems.id} = target.id and target.count <= ${ref.count}::int
      returning 0 as count
    )
    select count from lowered union all select count from removed`)) as unknown as {
    rows: { count: number | string }[];
  };
  const row = result.rows[0];
  return row ? Number(row.count) : null;
}

/** Removes a line; deleting a line that is not there is not an error (a second click, another tab). */
export async function deleteCartLine(db: Db, ref: LineRef): Promise<void> {
  await db.delete(cartItems).where(lineWhere(ref));
}

export type SeenPrice = { type: CartItemType; itemId: number; from: number; to: number };

/**
 * Records that the customer was shown new prices: each line's seen price moves from `from` to `to`,
 * unless the line was written meanwhile (then it already holds the price its writer saw).
 */
export async function acknowledgePrices(
  db: Db,
  customerId: number,
  prices: readonly SeenPrice[],
  now: Date,
): Promise<void> {
  if (prices.length === 0) return;
  const values = sql.join(
    prices.map((p) => sql`(${p.type}::int, ${p.itemId}::int, ${p.from}::bigint, ${p.to}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${cartItems} set price_at_add = v.seen, updated_at = ${at(now)}
    from (values ${values}) as v(item_type, item_id, shown, seen)
    where ${cartItems.customerId} = ${customerId}::int and ${cartItems.itemType} = v.item_type
      and ${cartItems.itemId} = v.item_id and ${cartItems.priceAtAdd} = v.shown`);
}
