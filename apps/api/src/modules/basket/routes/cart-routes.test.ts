import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { cart, limitBound, newShopper, pickProduct, write, type PickedProduct } from '../test-support.ts';

let app: FastifyInstance;
let db: Db;
let first: PickedProduct;
let second: PickedProduct;
beforeAll(async () => {
  ({
    app,
    database: { db },
  } = await getTestApp());
  first = await pickProduct(db, limitBound);
  second = await pickProduct(db, limitBound, 1);
});

describe('GET /api/v1/cart, cart/list, cart/info', () => {
  it('answers an empty basket for a new customer', async () => {
    const shopper = await newShopper(app);
    const basket = await cart(app, shopper, 'GET', '/cart');
    expect(basket.status).toBe(200);
    expect(basket.body).toMatchObject({ status: true, data: { items: [], total: { count: 0, price: 0 } } });
    expect(basket.body.extra_data).toEqual({ errors: [] });
    expect(basket.headers['cache-control']).toBe('no-store');
    const list = await cart(app, shopper, 'GET', '/cart/list');
    expect(list.body.data).toEqual({
      details: [],
      cart_info: { total_price: 0, total_price_before_discount: 0, items_count: 0, lines_count: 0 },
    });
    expect(list.body.extra_data).toEqual({ type: 'list', errors: [], receipt: null });
  });

  it('shows each line with its item as it is now, in the order added, and totals', async () => {
    const shopper = await newShopper(app);
    await write(app, shopper, second.id, { type: 1, count: 1, add: 1 });
    await write(app, shopper, first.id, { type: 1, count: 2, add: 1 });
    const { body } = await cart(app, shopper, 'GET', '/cart');
    const [a, b] = body.data.items;
    expect([a.key, b.key]).toEqual([`p-${second.id}`, `p-${first.id}`]);
    expect([a.priority, b.priority]).toEqual([1, 2]);
    const product = (await cart(app, shopper, 'GET', `/products/${first.id}`)).body.data;
    expect(b).toEqual({
      key: `p-${first.id}`,
      id: first.id,
      type: 1,
      count: 2,
      unit_price: product.price_by_discount ?? product.price,
      price: (product.price_by_discount ?? product.price) * 2,
      priority: 2,
      can_increase: true,
      cause_type: null,
      held_until: null,
      cartable: {
        type: 'product',
        id: first.id,
        name: product.name,
        slug: product.slug,
        brand: { name: product.brand.name },
        image: product.image,
        max_count: first.maxCount,
        inventory: first.inventory,
        available: true,
        price: product.price,
        price_by_discount: product.price_by_discount,
        error: null,
      },
    });
    expect(body.data.total).toEqual({ count: 3, price: a.price + b.price });
    const info = await cart(app, shopper, 'GET', '/cart/info');
    expect(info.body.data).toEqual({
      total_price: a.price + b.price,
      total_price_before_discount: a.cartable.price + b.cartable.price * 2,
      items_count: 3,
      lines_count: 2,
    });
    // POST cart/info with no body answers the same (checkout-and-account.md).
    expect((await cart(app, shopper, 'POST', '/cart/info')).body.data).toEqual(info.body.data);
    const list = await cart(app, shopper, 'GET', '/cart/list');
    expect(list.body.data).toEqual({ details: body.data.items, cart_info: info.body.data });
  });
});

describe('POST /api/v1/cart/{id}: add and set', () => {
  it('add 1 increments the line by count; add 0 sets it; each answers the line and cart_info', async () => {
    const shopper = await newShopper(app);
    const added = await write(app, shopper, first.id, { type: 1, count: 1, add: 1 });
    expect(added.data).toMatchObject({ key: `p-${first.id}`, count: 1 });
    expect(added.extra_data.cart_info).toMatchObject({ items_count: 1, lines_count: 1 });
    expect((await write(app, shopper, first.id, { type: 1, count: 2, add: 1 })).data.count).toBe(3);
    const set = await write(app, shopper, first.id, { type: 1, count: 1, add: 0 });
    expect(set.data.count).toBe(1);
    expect(set.extra_data.cart_info).toMatchObject({ items_count: 1, total_price: set.data.unit_price });
  });

  it('reaching max_count turns can_increase off (storefront.md §5)', async () => {
    const shopper = await newShopper(app);
    const below = await write(app, shopper, first.id, { type: 1, count: first.maxCount - 1, add: 0 });
    expect(below.data.can_increase).toBe(true);
    const at = await write(app, shopper, first.id, { type: 1, count: 1, add: 1 });
    expect(at.data).toMatchObject({ count: first.maxCount, can_increase: false });
  });

  it('accepts Persian digits in the path and the body', async () => {
    const shopper = await newShopper(app);
    const persian = String(first.id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const answer = await write(app, shopper, encodeURIComponent(persian), { type: '۱', count: '۲', add: 1 });
    expect(answer.data).toMatchObject({ id: first.id, count: 2 });
  });

  it('adds a bundle as a b- line priced as its page prices it', async () => {
    const shopper = await newShopper(app);
    const bundles = (await cart(app, shopper, 'GET', '/bundles')).body.data as {
      id: number;
      available: boolean;
      price: number;
      price_by_discount: number;
    }[];
    const bundle = bundles.find((candidate) => candidate.available);
    if (!bundle) throw new Error('the seed has an available bundle');
    const answer = await write(app, shopper, bundle.id, { type: 2, count: 1, add: 1 });
    expect(answer.data).toMatchObject({
      key: `b-${bundle.id}`,
      type: 2,
      count: 1,
      unit_price: bundle.price_by_discount,
      cartable: { type: 'bundle', brand: null, available: true, price: bundle.price },
    });
  });
});

describe('POST /api/v1/cart/{id} with _method PUT: delete and subtract', () => {
  it('subtracts count, and removes the line when it reaches zero', async () => {
    const shopper = await newShopper(app);
    await write(app, shopper, first.id, { type: 1, count: 3, add: 1 });
    const lowered = await write(app, shopper, first.id, { _method: 'PUT', type: 1, count: 2 });
    expect(lowered.data.count).toBe(1);
    const gone = await write(app, shopper, first.id, { _method: 'PUT', type: 1, count: 1 });
    expect(gone.data).toBeNull();
    expect(gone.extra_data.cart_info).toMatchObject({ items_count: 0, lines_count: 0 });
    expect((await cart(app, shopper, 'GET', '/cart')).body.data.items).toEqual([]);
  });

  it('subtracting more than the line holds removes it too', async () => {
    const shopper = await newShopper(app);
    await write(app, shopper, first.id, { type: 1, count: 2, add: 1 });
    expect((await write(app, shopper, first.id, { _method: 'PUT', type: 1, count: 5 })).data).toBeNull();
  });

  it('deletes the line without a count, and leaves the other lines', async () => {
    const shopper = await newShopper(app);
    await write(app, shopper, first.id, { type: 1, count: 2, add: 1 });
    await write(app, shopper, second.id, { type: 1, count: 1, add: 1 });
    const deleted = await write(app, shopper, first.id, { _method: 'PUT', type: 1 });
    expect(deleted.data).toBeNull();
    const { body } = await cart(app, shopper, 'GET', '/cart');
    expect(body.data.items.map((line: { key: string }) => line.key)).toEqual([`p-${second.id}`]);
    // Deleting again (a second click, another tab) is not an error.
    expect((await write(app, shopper, first.id, { _method: 'PUT', type: 1 })).data).toBeNull();
  });

  it('a line of type 1 and one of type 2 with the same id are different lines', async () => {
    const shopper = await newShopper(app);
    const bundles = (await cart(app, shopper, 'GET', '/bundles')).body.data as {
      id: number;
      available: boolean;
    }[];
    const bundle = bundles.find((candidate) => candidate.available);
    await write(app, shopper, bundle?.id ?? 0, { type: 2, count: 1, add: 1 });
    const product = await cart(app, shopper, 'POST', `/cart/${bundle?.id}`, { _method: 'PUT', type: 1 });
    expect(product.status).toBe(200);
    expect((await cart(app, shopper, 'GET', '/cart')).body.data.items).toHaveLength(1);
  });
});

describe('GET /api/v1/config/free-shipping-threshold', () => {
  it('answers the threshold in rials without a session', async () => {
    const answer = await cart(app, { token: '', customerId: 0 }, 'GET', '/config/free-shipping-threshold');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ threshold: 5_000_000 });
  });
});
