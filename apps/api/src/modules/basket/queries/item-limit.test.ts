import { beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { cartItemType, type CartItemType } from '@shop/domain/basket/constants';
import { cartKey } from '@shop/domain/basket/keys';
import { lineLimit } from '@shop/domain/basket/limits';
import type { Db } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { bundles, products } from '../../catalogue/public/tables.ts';
import { loadItems } from '../service/items.ts';
import { itemLimitSql } from './item-limit.ts';

// itemLimitSql (what the writing statement checks) is the SQL twin of the domain's lineLimit over the
// item as the service reads it (bundleInventory for bundles): compared item by item, at three times.

let db: Db;
let refs: { type: CartItemType; id: number }[];
beforeAll(async () => {
  ({
    database: { db },
  } = await getTestApp());
  const productRows = await db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.id))
    .limit(120);
  const bundleRows = await db.select({ id: bundles.id }).from(bundles);
  refs = [
    ...productRows.map((row) => ({ type: cartItemType.product, id: row.id })),
    ...bundleRows.map((row) => ({ type: cartItemType.bundle, id: row.id })),
  ];
});

/** A customer who holds nothing: the limits below are everyone's (holds: waitlist-hold.test.ts). */
const noHolder = 0;

describe('itemLimitSql agrees with the domain lineLimit', () => {
  it.each([
    ['now', testNow],
    ['before every bundle started', new Date(testNow.getTime() - 365 * 86_400_000)],
    ['after some bundles ended', new Date(testNow.getTime() + 90 * 86_400_000)],
  ])('%s', async (_when, now) => {
    const items = await loadItems(db, refs, now);
    const limits = await Promise.all(
      refs.map(async (ref) => {
        const [row] = await rawRows<{ n: number | string | null }>(
          db,
          sql`select ${itemLimitSql(ref.type, ref.id, now, noHolder)} as n`,
        );
        const n = row?.n;
        return n === null || n === undefined ? null : Number(n);
      }),
    );
    const expected = refs.map((ref) => {
      const item = items.get(cartKey(ref.type, ref.id));
      return item?.sellable ? lineLimit({ max_count: item.maxCount, inventory: item.inventory }) : null;
    });
    expect(limits).toEqual(expected);
    // The comparison means something: some items are limited, some by stock, some not sold.
    expect(
      new Set(limits.map((limit) => (limit === null ? 'none' : limit === 0 ? 'zero' : 'some'))).size,
    ).toBeGreaterThan(1);
  });

  it('is null for an item that does not exist', async () => {
    for (const type of [cartItemType.product, cartItemType.bundle]) {
      const [row] = await rawRows<{ n: unknown }>(
        db,
        sql`select ${itemLimitSql(type, 2_000_000_000, testNow, noHolder)} as n`,
      );
      expect(row?.n).toBeNull();
    }
  });
});
