import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { basketLimits } from '@shop/domain/basket/constants';
import { createMemoryCache } from '../../../adapters/cache/memory.ts';
import { buildApp } from '../../../app.ts';
import { openDatabase, type Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { products } from '../../catalogue/public/tables.ts';
import { expectError } from '../../identity/test-support.ts';
import {
  cart,
  limitBound,
  newShopper,
  pickProduct,
  putLine,
  stockBound,
  type Shopper,
} from '../test-support.ts';

// Two tabs (or a double-clicking customer) adding at once must not pass the limit: the count is checked
// in the statement that writes it. On PostgreSQL these requests really run at once, each on its own
// pooled connection; on PGlite they are serialised, and the rule must hold all the same.

let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  ({
    app,
    database: { db },
  } = await getTestApp());
});

const parallel = 24;

async function addAtOnce(shopper: Shopper, id: number, type: 1 | 2, count = 1) {
  const answers = await Promise.all(
    Array.from({ length: parallel }, () =>
      cart(app, shopper, 'POST', `/cart/${id}`, { type, count, add: 1 }),
    ),
  );
  return {
    statuses: answers.map((answer) => answer.status),
    line: (await cart(app, shopper, 'GET', '/cart')).body.data.items[0],
  };
}

describe('concurrent adds never pass the limit', () => {
  it('max_count: exactly max_count single adds succeed, the rest are 409', async () => {
    const product = await pickProduct(db, limitBound);
    const shopper = await newShopper(app);
    const { statuses, line } = await addAtOnce(shopper, product.id, 1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(product.maxCount);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    expect(line.count).toBe(product.maxCount);
  });

  it('stock: never more than the inventory, the rest are 406', async () => {
    const product = await pickProduct(db, stockBound);
    const shopper = await newShopper(app);
    const { statuses, line } = await addAtOnce(shopper, product.id, 1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(product.inventory);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 406)).toBe(true);
    expect(line.count).toBe(product.inventory);
  });

  it('adds of 2 never leave the line above the limit, nor drop one that fits', async () => {
    const product = await pickProduct(db, limitBound, 2);
    const shopper = await newShopper(app);
    const { statuses, line } = await addAtOnce(shopper, product.id, 1, 2);
    const accepted = statuses.filter((status) => status === 200).length;
    expect(line.count).toBe(accepted * 2);
    expect(line.count).toBeLessThanOrEqual(product.maxCount);
    expect(line.count).toBeGreaterThan(product.maxCount - 2);
  });

  it('a bundle: never above its purchase limit and its stock', async () => {
    const shopper = await newShopper(app);
    const bundles = (await cart(app, shopper, 'GET', '/bundles')).body.data as {
      id: number;
      available: boolean;
    }[];
    const bundle = bundles.find((candidate) => candidate.available);
    const { statuses, line } = await addAtOnce(shopper, bundle?.id ?? 0, 2);
    const limit = Math.min(line.cartable.max_count, line.cartable.inventory);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(line.count).toBe(limit);
    expect(line.can_increase).toBe(false);
  });

  it('a merge racing adds still ends within the limit', async () => {
    const product = await pickProduct(db, limitBound, 3);
    const shopper = await newShopper(app);
    const merge = { items: [{ id: product.id, type: 1, count: product.maxCount }] };
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        cart(app, shopper, 'POST', `/cart/${product.id}`, { type: 1, count: 1, add: 1 }),
      ),
      cart(app, shopper, 'POST', '/cart/multi', merge),
      cart(app, shopper, 'POST', '/cart/multi', merge),
    ]);
    expect(answers.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    const line = (await cart(app, shopper, 'GET', '/cart')).body.data.items[0];
    expect(line.count).toBe(product.maxCount);
  });
});

// Rules that span a basket's rows (issue 16): the line cap counts rows, and a refused add is explained
// from the basket as it was. Each basket's writes are serialised (db/owner-lock.ts); on PostgreSQL,
// before that, concurrent adds of different products stored more than 100 lines, and an add refused by
// max_count while a subtract ran was explained as "not enough stock".
describe("a basket's writes are serialised", () => {
  // On PostgreSQL, an app with a production-sized pool, so that many requests really run at once.
  let race: FastifyInstance;
  beforeAll(async () => {
    const url = process.env['DATABASE_URL'];
    if (!url) {
      race = app;
      return;
    }
    const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 24 });
    race = await buildApp({
      database,
      cache: createMemoryCache(),
      publicUrl: 'http://shop.test',
      now: () => testNow,
    });
    race.addHook('onClose', () => database.close());
  });
  afterAll(async () => {
    if (race !== app) await race.close();
  });

  it(`concurrent adds of different products never pass ${basketLimits.maxLines} lines`, async () => {
    const shopper = await newShopper(app);
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), gt(products.inventory, 0)))
      .orderBy(asc(products.id))
      .limit(basketLimits.maxLines + 30);
    const ids = rows.map((row) => row.id);
    for (const id of ids.slice(0, basketLimits.maxLines - 4)) {
      await putLine(db, shopper, { type: 1, itemId: id, count: 1, priceAtAdd: 1 });
    }
    const answers = await Promise.all(
      ids
        .slice(basketLimits.maxLines - 4)
        .map((id) => cart(race, shopper, 'POST', `/cart/${id}`, { type: 1, count: 1, add: 1 })),
    );
    const lines = (await cart(app, shopper, 'GET', '/cart')).body.data.items as unknown[];
    expect(lines).toHaveLength(basketLimits.maxLines);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expectError(answer, 409, 'BASKET_FULL');
    }
  });

  it('adds refused at max_count while subtracts run say so, never "not enough stock"', async () => {
    const product = await pickProduct(db, sql`${limitBound} and ${products.maxCount} >= 6`);
    const shopper = await newShopper(app);
    const start = product.maxCount - 1;
    await putLine(db, shopper, { type: 1, itemId: product.id, count: start, priceAtAdd: 1 });
    const subtracts = Math.min(start - 1, 8);
    const add = () => cart(race, shopper, 'POST', `/cart/${product.id}`, { type: 1, count: 1, add: 1 });
    const subtract = () =>
      cart(race, shopper, 'POST', `/cart/${product.id}`, { _method: 'PUT', type: 1, count: 1 });
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, index) =>
        index % 2 === 1 && index < subtracts * 2 ? subtract() : add(),
      ),
    );
    const adds = answers.filter((_, index) => !(index % 2 === 1 && index < subtracts * 2));
    for (const answer of adds.filter((candidate) => candidate.status !== 200)) {
      expectError(answer, 409, 'PURCHASE_LIMIT');
    }
    const accepted = adds.filter((answer) => answer.status === 200).length;
    const line = (await cart(app, shopper, 'GET', '/cart')).body.data.items[0];
    expect(line.count).toBe(start + accepted - subtracts);
    expect(line.count).toBeLessThanOrEqual(product.maxCount);
  });
});
