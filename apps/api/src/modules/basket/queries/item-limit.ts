import { sql, type SQL } from 'drizzle-orm';
import { cartItemType, type CartItemType } from '@shop/domain/basket/constants';
import { at } from '../../catalogue/public/effective-price.ts';
import { heldUnitsSql } from '../../catalogue/public/stock-holds.ts';
import { bundleItems, bundles, products } from '../../catalogue/public/tables.ts';

/**
 * How many of an item one basket may hold now, as a scalar subquery: the SQL twin of the domain's
 * `lineLimit` (with `bundleInventory` for bundles), so the statement that writes a count can check it
 * (item-limit.test.ts compares the two). NULL when the item is not sold now, and any comparison with
 * NULL is false, so nothing is written. The units the customer holds of the item (a waitlist turn,
 * decision 069) are out of the stock for everyone else but count for their holder.
 */
export function itemLimitSql(
  type: CartItemType,
  itemId: number,
  now: Date,
  customerId: number,
): SQL<number | null> {
  return type === cartItemType.product
    ? productLimitSql(itemId, heldUnitsSql(customerId, { type: 'product', id: itemId }))
    : bundleLimitSql(itemId, now, heldUnitsSql(customerId, { type: 'bundle', id: itemId }));
}

function productLimitSql(productId: number, held: SQL<number>): SQL<number | null> {
  return sql`(select greatest(0, least(p.max_count, p.inventory + ${held})) from ${products} p
    where p.id = ${productId}::int and p.is_active)`;
}

/**
 * A running bundle: the lowest of its purchase limit, its inventory, and the whole bundles each
 * component's stock makes (an inactive component makes none).
 */
function bundleLimitSql(bundleId: number, now: Date, held: SQL<number>): SQL<number | null> {
  // A held bundle took its own unit and its components' (count each): whole bundles grow by one each.
  return sql`(select greatest(0, least(b.max_count, least(b.inventory, coalesce((
      select min(case when p.is_active then p.inventory / greatest(bi.count, 1) else 0 end)
      from ${bundleItems} bi join ${products} p on p.id = bi.product_id
      where bi.bundle_id = b.id), b.inventory)) + ${held}))
    from ${bundles} b
    where b.id = ${bundleId}::int and b.is_active and b.started_at <= ${at(now)}
      and (b.expired_at is null or b.expired_at > ${at(now)}))`;
}
