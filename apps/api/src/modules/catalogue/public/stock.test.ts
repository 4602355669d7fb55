import { describe, expect, it } from 'vitest';
import { type DomainError } from '@shop/domain/errors';
import { getTestApp } from '../../../test/app.ts';
import { createHiddenProducts, uniqueMarker } from '../test-support.ts';
import { releaseStock, reserveStock, stockOf } from './stock.ts';

async function twoProducts(inventory: [number, number]) {
  const { database } = await getTestApp();
  const marker = uniqueMarker();
  const made = await createHiddenProducts(database.db, marker, [
    { name: `کالای اول ${marker}`, inventory: inventory[0] },
    { name: `کالای دوم ${marker}`, inventory: inventory[1] },
  ]);
  const stock = () => database.db.transaction((tx) => stockOf(tx, made.ids));
  return { database, ids: made.ids as [number, number], stock, remove: made.remove };
}

describe("the catalogue's stock, taken in a caller's transaction", () => {
  it('takes and gives back every line, merging lines of one product', async () => {
    const { database, ids, stock, remove } = await twoProducts([5, 2]);
    await database.db.transaction((tx) =>
      reserveStock(tx, [
        { productId: ids[0], quantity: 2 },
        { productId: ids[1], quantity: 2 },
        { productId: ids[0], quantity: 1 },
      ]),
    );
    expect(Object.fromEntries(await stock())).toEqual({ [ids[0]]: 2, [ids[1]]: 0 });
    await database.db.transaction((tx) => releaseStock(tx, [{ productId: ids[1], quantity: 2 }]));
    expect((await stock()).get(ids[1])).toBe(2);
    await remove();
  });

  it('refuses the whole order when one line is short, and the caller keeps nothing', async () => {
    const { database, ids, stock, remove } = await twoProducts([5, 1]);
    const attempt = database.db.transaction((tx) =>
      reserveStock(tx, [
        { productId: ids[0], quantity: 3 },
        { productId: ids[1], quantity: 2 },
      ]),
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      params: { left: '۱' },
      extra: { product_id: ids[1], left: 1 },
    });
    expect(Object.fromEntries(await stock())).toEqual({ [ids[0]]: 5, [ids[1]]: 1 });
    await remove();
  });

  it('says out of stock at zero and not found for an unknown product', async () => {
    const { database, ids, remove } = await twoProducts([0, 1]);
    await expect(
      database.db.transaction((tx) => reserveStock(tx, [{ productId: ids[0], quantity: 1 }])),
    ).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    await expect(
      database.db.transaction((tx) => reserveStock(tx, [{ productId: 2_000_000_000, quantity: 1 }])),
    ).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    await remove();
  });

  it('sells the last items once when orders race for them', async () => {
    const { database, ids, stock, remove } = await twoProducts([3, 3]);
    const orders = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        database.db.transaction((tx) =>
          // Half the orders name the products in the other order: taking them in product order
          // means no two orders wait for each other in a loop (no deadlock).
          reserveStock(
            tx,
            (i % 2 ? [ids[1], ids[0]] : ids).map((productId) => ({ productId, quantity: 1 })),
          ),
        ),
      ),
    );
    const sold = orders.filter((order) => order.status === 'fulfilled').length;
    const refused = orders.flatMap((order) =>
      order.status === 'rejected' ? [order.reason as DomainError] : [],
    );
    expect(sold).toBe(3);
    expect(refused.map((error) => error.code)).toEqual(Array(7).fill('OUT_OF_STOCK'));
    expect(Object.fromEntries(await stock())).toEqual({ [ids[0]]: 0, [ids[1]]: 0 });
    await remove();
  });
});
