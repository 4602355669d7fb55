import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { waitlistHoldMinutes } from '@shop/domain/engagement/constants';
import { rawRows } from '../../db/raw-rows.ts';
import { runSweep } from '../../platform/sweep-runner.ts';
import { call } from '../../test/app.ts';
import { expectError } from '../identity/test-support.ts';
import { heldOf, holdUnits } from '../catalogue/public/stock-holds.ts';
import { stockOf } from '../catalogue/public/stock.ts';
import { bundles, stockHolds } from '../catalogue/public/tables.ts';
import { holdExpirySweep } from '../catalogue/test-support.ts';
import {
  newBuyer,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
  type Buyer,
} from '../checkout/test-support.ts';
import { waitlistSweep } from './service/waitlist-sweep.ts';
import {
  clockedShop,
  joinLine,
  lineOf,
  newBundle,
  newProduct,
  ofStanding,
  setStock,
} from './test-support.ts';

// The waitlist's true hold (issue 21, decision 069): a turn takes the unit out of stock for its holder
// until the turn ends. Everyone else reads the item as sold out; the holder's basket and checkout count
// it back; it is used once, given back once (removed from the basket, or the time is over), and then
// goes to the next in line. The races prove something on PostgreSQL, where CI runs this file too.

const { app, db, clock, now } = await clockedShop();
afterAll(() => app.close());

const sweep = waitlistSweep('http://shop.test');
const runWaitlist = () => runSweep(db, sweep, now);
const runExpiry = () => runSweep(db, holdExpirySweep, now);
const advanceMinutes = (minutes: number) => (clock.now = new Date(clock.now.getTime() + minutes * 60_000));

// Customers of standing (decision 082), who are given held units.
const queue = (type: 'product' | 'bundle', id: number, count: number): Promise<Buyer[]> =>
  joinLine(app, { type, id, count }, async (shop) => ofStanding(db, await newBuyer(shop)));

const stockNow = async (product: number) => (await stockOf(db as never, [product])).get(product);
const heldNow = async (type: 'product' | 'bundle', id: number) =>
  (await heldOf(db, [{ type, id }])).get(`${type}:${id}`) ?? 0;
const statesOf = async (type: 'product' | 'bundle', id: number) =>
  (await lineOf(db, type, id)).map((place) => place.state);

/** Units of a product in orders not cancelled: what was sold. */
async function soldOf(product: number): Promise<number> {
  const [row] = await rawRows<{ sold: number }>(
    db,
    sql`select coalesce(sum(l.count), 0)::int as sold from order_lines l join orders o on o.id = l.order_id
      where l.item_type = 1 and l.item_id = ${product}`,
  );
  return row!.sold;
}

/** The buyer's basket line of the item, as GET cart/list answers it. */
async function lineIn(buyer: Buyer, key: string) {
  const answer = await buyer.as('GET', '/cart/list');
  expect(answer.status).toBe(200);
  type Line = {
    key: string;
    count: number;
    can_increase: boolean;
    held_until: string | null;
    cartable: { available: boolean };
  };
  return (answer.body.data.details as Line[]).find((line) => line.key === key);
}

async function checkout(buyer: Buyer, key?: string) {
  const slot = await openSlot(buyer);
  return placeOrder(app, buyer, orderBody(buyer, slot.id), key);
}

describe('a turn holds the unit', () => {
  it('is out of stock for everyone else and available in the holder’s basket, which buys it', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const [holder, next] = await queue('product', product, 2);
    await setStock(db, product, 1);
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['held', 'waiting']);
    expect(await stockNow(product)).toBe(0);
    expect(await heldNow('product', product)).toBe(1);

    // Everyone else: sold out on the product's page, and refused by the basket.
    const page = await call(app, 'GET', `/api/v1/products/${product}`);
    expect(page.body.data).toMatchObject({ inventory: 0, available: false });
    const other = await newBuyer(app);
    const add = await other.as('POST', `/cart/${product}`, { type: 1, count: 1, add: 1 });
    expectError(add, 406, 'OUT_OF_STOCK');

    // The holder: the line is there, can be bought, cannot grow past the held unit.
    const [turn] = await lineOf(db, 'product', product);
    expect(await lineIn(holder!, `p-${product}`)).toMatchObject({
      count: 1,
      can_increase: false,
      held_until: turn!.heldUntil!.toISOString(),
      cartable: { available: true },
    });
    const more = await holder!.as('POST', `/cart/${product}`, { type: 1, count: 1, add: 1 });
    expect(more.status).toBe(406);
    // The limit the writing statement checks counts the held unit: setting the line to 1 is allowed.
    const set = await holder!.as('POST', `/cart/${product}`, { type: 1, count: 1, add: 0 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const placed = await checkout(holder!);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await stockNow(product)).toBe(0);
    expect(await heldNow('product', product)).toBe(0);
    expect(await soldOf(product)).toBe(1);

    // The turn's time runs out: the unit was bought, so nothing goes to the next in line.
    advanceMinutes(waitlistHoldMinutes);
    await runExpiry();
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['expired', 'waiting']);
    expect(await stockNow(product)).toBe(0);
    expect(await lineIn(next!, `p-${product}`)).toBeUndefined();
  });

  it('goes to the next in line at once when its holder takes the line out of the basket', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const [holder, next] = await queue('product', product, 2);
    await setStock(db, product, 1);
    await runWaitlist();
    const removed = await holder!.as('POST', `/cart/${product}`, { _method: 'PUT', type: 1 });
    expect(removed.status).toBe(200);
    expect(await stockNow(product)).toBe(1);
    expect(await heldNow('product', product)).toBe(0);
    // Removing it again changes nothing (a second click, another tab).
    await holder!.as('POST', `/cart/${product}`, { _method: 'PUT', type: 1 });
    expect(await stockNow(product)).toBe(1);
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['held', 'held']);
    expect(await stockNow(product)).toBe(0);
    expect(await lineIn(next!, `p-${product}`)).toMatchObject({ cartable: { available: true } });
  });

  it('goes back to stock when the holder lowers the line to nothing', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const [holder] = await queue('product', product, 1);
    await setStock(db, product, 1);
    await runWaitlist();
    const lowered = await holder!.as('POST', `/cart/${product}`, { _method: 'PUT', type: 1, count: 1 });
    expect(lowered.body.data).toBeNull();
    expect(await stockNow(product)).toBe(1);
    expect(await heldNow('product', product)).toBe(0);
  });

  it('gives back what an order does not need when a hold is larger than its line', async () => {
    // The waitlist holds one unit, so this never happens yet; a hold must still never lose stock.
    const product = await newProduct(db, { inventory: 5 });
    const buyer = await newBuyer(app);
    await putInBasket(db, buyer, 1, product, 1);
    const until = new Date(clock.now.getTime() + 60_000);
    const item = { type: 'product', id: product } as const;
    const hold = await db.transaction((tx) =>
      holdUnits(tx, { item, customerId: buyer.customerId, units: 3, until, now: clock.now }),
    );
    expect(hold).toBe('held');
    expect(await stockNow(product)).toBe(2);
    expect((await checkout(buyer)).status).toBe(200);
    expect(await soldOf(product)).toBe(1);
    expect(await stockNow(product)).toBe(4);
    expect(await heldNow('product', product)).toBe(0);
  });

  it('goes back to stock when the time is over, and on to the next in line', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const [holder, next] = await queue('product', product, 2);
    await setStock(db, product, 1);
    await runWaitlist();
    advanceMinutes(waitlistHoldMinutes - 1);
    await runExpiry();
    expect(await heldNow('product', product)).toBe(1);
    advanceMinutes(1);
    await runExpiry();
    expect(await stockNow(product)).toBe(1);
    await runWaitlist();
    expect(await statesOf('product', product)).toEqual(['expired', 'held']);
    expect(await stockNow(product)).toBe(0);
    // The first holder's line stays in their basket, now sold out to them; their order is refused.
    expect(await lineIn(holder!, `p-${product}`)).toMatchObject({
      held_until: null,
      cartable: { available: false },
    });
    expect((await checkout(holder!)).status).toBe(406);
    expect((await checkout(next!)).status).toBe(200);
    expect(await soldOf(product)).toBe(1);
  });

  it('holds a bundle with its components, and its holder’s order takes nothing more from stock', async () => {
    const part = await newProduct(db, { inventory: 0 });
    const bundle = await newBundle(db, part, 5, 2);
    const [holder] = await queue('bundle', bundle, 1);
    await setStock(db, part, 2);
    await runWaitlist();
    const bundleStock = async () =>
      (await db.select({ inventory: bundles.inventory }).from(bundles).where(eq(bundles.id, bundle)))[0]!
        .inventory;
    expect(await stockNow(part)).toBe(0);
    expect(await bundleStock()).toBe(4);
    expect(await lineIn(holder!, `b-${bundle}`)).toMatchObject({ cartable: { available: true } });
    expect((await checkout(holder!)).status).toBe(200);
    expect(await stockNow(part)).toBe(0);
    expect(await bundleStock()).toBe(4);
    expect(await heldNow('bundle', bundle)).toBe(0);
  });
});

describe('holds racing', () => {
  it('the holder’s order wins the held unit over other orders placed at the same moment', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const others = await Promise.all(Array.from({ length: 5 }, () => newBuyer(app)));
    // Their baskets hold it from before it sold out: only the stock can refuse them.
    for (const other of others) await putInBasket(db, other, 1, product, 1);
    const [holder] = await queue('product', product, 1);
    await setStock(db, product, 1);
    await runWaitlist();
    const answers = await Promise.all([holder!, ...others].map((buyer) => checkout(buyer)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 406, 406, 406, 406, 406]);
    expect(await soldOf(product)).toBe(1);
    expect(await stockNow(product)).toBe(0);
  });

  it('sweeps at once never hold more than the share of the units, nor give one back twice', async () => {
    const product = await newProduct(db, { inventory: 0 });
    await queue('product', product, 5);
    await setStock(db, product, 2);
    await Promise.all([runWaitlist(), runWaitlist(), runWaitlist()]);
    // Two turns for two units; one unit held (half of two), the other on open sale (decision 082).
    expect(await statesOf('product', product)).toEqual(['held', 'held', 'waiting', 'waiting', 'waiting']);
    expect(await heldNow('product', product)).toBe(1);
    expect(await stockNow(product)).toBe(1);
    for (let round = 0; round < 2; round += 1) {
      advanceMinutes(waitlistHoldMinutes);
      await Promise.all([runExpiry(), runWaitlist(), runExpiry(), runWaitlist(), runWaitlist()]);
      // Whichever ended the holds, the units went round once: stock and holds add up to two.
      expect((await stockNow(product))! + (await heldNow('product', product))).toBe(2);
      expect(await heldNow('product', product)).toBeLessThanOrEqual(1);
      await runWaitlist();
    }
    expect(await statesOf('product', product)).toEqual(['expired', 'expired', 'expired', 'expired', 'held']);
    expect(await heldNow('product', product)).toBe(1);
    expect(await stockNow(product)).toBe(1);
    const holds = await db.select().from(stockHolds).where(eq(stockHolds.itemId, product));
    expect(holds.filter((hold) => hold.state === 'expired')).toHaveLength(2);
  });

  it('an order and the expiry at the same moment: the unit is sold or given back, once', async () => {
    const product = await newProduct(db, { inventory: 0 });
    const [holder] = await queue('product', product, 1);
    await setStock(db, product, 1);
    await runWaitlist();
    advanceMinutes(waitlistHoldMinutes);
    const key = crypto.randomUUID();
    const [placed] = await Promise.all([checkout(holder!, key), runExpiry(), runExpiry()]);
    // Either the order used the hold, or the hold went back first and the order bought it from stock.
    expect(placed.status).toBe(200);
    expect(await soldOf(product)).toBe(1);
    expect(await stockNow(product)).toBe(0);
    expect(await heldNow('product', product)).toBe(0);
    // Replayed: the same order, nothing taken again.
    expect((await checkout(holder!, key)).body.data.order_id).toBe(placed.body.data.order_id);
    expect(await stockNow(product)).toBe(0);
  });
});
