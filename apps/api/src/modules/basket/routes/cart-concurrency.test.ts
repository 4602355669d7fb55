import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { cart, limitBound, newShopper, pickProduct, stockBound, type Shopper } from '../test-support.ts';

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
