import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatNumberFa } from '@shop/domain/money';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { createHiddenProducts, uniqueMarker } from '../../catalogue/test-support.ts';
import { expectError, expectFieldError, send } from '../../identity/test-support.ts';
import {
  cart,
  limitBound,
  newIncompleteShopper,
  newShopper,
  outOfStock,
  pickProduct,
  stockBound,
  write,
  type PickedProduct,
} from '../test-support.ts';

let app: FastifyInstance;
let db: Db;
let limited: PickedProduct;
let scarce: PickedProduct;
let hidden: Awaited<ReturnType<typeof createHiddenProducts>>;
beforeAll(async () => {
  ({
    app,
    database: { db },
  } = await getTestApp());
  limited = await pickProduct(db, limitBound);
  scarce = await pickProduct(db, stockBound);
  hidden = await createHiddenProducts(db, uniqueMarker(), [{ name: 'کالای پنهان سبد' }]);
});
afterAll(() => hidden.remove());

describe('add-to-cart errors (storefront.md §8)', () => {
  it("409 PURCHASE_LIMIT past max_count, in the spec's words, the line unchanged", async () => {
    const shopper = await newShopper(app);
    await write(app, shopper, limited.id, { type: 1, count: limited.maxCount, add: 1 });
    const answer = await cart(app, shopper, 'POST', `/cart/${limited.id}`, { type: 1, count: 1, add: 1 });
    expectError(answer, 409, 'PURCHASE_LIMIT');
    expect(answer.body.message).toBe('تعداد درخواستی بیشتر از سقف خرید این کالا است');
    expect(answer.body.extra_data.details).toEqual({
      max_count: limited.maxCount,
      inventory: limited.inventory,
      in_basket: limited.maxCount,
    });
    expectError(
      await cart(app, shopper, 'POST', `/cart/${limited.id}`, {
        type: 1,
        count: limited.maxCount + 1,
        add: 0,
      }),
      409,
      'PURCHASE_LIMIT',
    );
    expect((await cart(app, shopper, 'GET', '/cart')).body.data.items[0].count).toBe(limited.maxCount);
  });

  it('406 NOT_ENOUGH_STOCK past the stock, saying how many are left', async () => {
    const shopper = await newShopper(app);
    const answer = await cart(app, shopper, 'POST', `/cart/${scarce.id}`, {
      type: 1,
      count: scarce.inventory + 1,
      add: 1,
    });
    expectError(answer, 406, 'NOT_ENOUGH_STOCK');
    expect(answer.body.message).toBe(`از این کالا فقط ${formatNumberFa(scarce.inventory)} عدد موجود است.`);
    expect(answer.body.extra_data.details).toMatchObject({ left: scarce.inventory, in_basket: 0 });
    expect((await cart(app, shopper, 'GET', '/cart')).body.data.items).toEqual([]);
  });

  it('406 OUT_OF_STOCK for an item with no stock', async () => {
    const shopper = await newShopper(app);
    const empty = await pickProduct(db, outOfStock);
    expectError(
      await cart(app, shopper, 'POST', `/cart/${empty.id}`, { type: 1, count: 1, add: 1 }),
      406,
      'OUT_OF_STOCK',
    );
  });

  it('404 for unknown and withdrawn products and bundles', async () => {
    const shopper = await newShopper(app);
    const add = (id: number, type: number) =>
      cart(app, shopper, 'POST', `/cart/${id}`, { type, count: 1, add: 1 });
    expectError(await add(2_000_000_000, 1), 404, 'PRODUCT_NOT_FOUND');
    expectError(await add(hidden.ids[0] ?? 0, 1), 404, 'PRODUCT_NOT_FOUND');
    expectError(await add(2_000_000_000, 2), 404, 'BUNDLE_NOT_FOUND');
    expectError(
      await cart(app, shopper, 'POST', '/cart/2000000000', { _method: 'PUT', type: 1, count: 1 }),
      404,
      'CART_LINE_NOT_FOUND',
    );
  });
});

describe('bad input answers a Persian 422, never a 500', () => {
  it.each([
    ['a negative count', 'count', { type: 1, count: -1, add: 1 }],
    ['a zero count', 'count', { type: 1, count: 0, add: 1 }],
    ['a negative subtract', 'count', { _method: 'PUT', type: 1, count: -2 }],
    ['a fractional count', 'count', { type: 1, count: 1.5, add: 1 }],
    ['a huge count', 'count', { type: 1, count: 1e12, add: 1 }],
    ['a text count', 'count', { type: 1, count: 'دو', add: 1 }],
    ['type 3', 'type', { type: 3, count: 1, add: 1 }],
    ['type "product"', 'type', { type: 'product', count: 1, add: 1 }],
    ['no type', 'type', { count: 1, add: 1 }],
    ['add 5', 'add', { type: 1, count: 1, add: 5 }],
    ['no add', 'add', { type: 1, count: 1 }],
    ['another _method', '_method', { _method: 'DELETE', type: 1 }],
    ['an unknown field', 'price', { type: 1, count: 1, add: 1, price: 1 }],
  ])('%s', async (_name, field, body) => {
    const shopper = await newShopper(app);
    expectFieldError(await cart(app, shopper, 'POST', `/cart/${limited.id}`, body), field);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('a path id %j', async (id) => {
    const shopper = await newShopper(app);
    expectFieldError(await cart(app, shopper, 'POST', `/cart/${id}`, { type: 1, count: 1, add: 1 }), 'id');
  });

  it('a missing or non-JSON body', async () => {
    const shopper = await newShopper(app);
    expectFieldError(await cart(app, shopper, 'POST', `/cart/${limited.id}`, {}), 'type');
    const answer = await app.inject({
      method: 'POST',
      url: `/api/v1/cart/${limited.id}`,
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      payload: '{"type": 1,',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['items not a list', 'items', { items: 'p-1' }],
    ['a bad id', 'items.0.id', { items: [{ id: 'x', type: 1, count: 1 }] }],
    ['a bad type', 'items.0.type', { items: [{ id: 1, type: 7, count: 1 }] }],
    ['a negative count', 'items.0.count', { items: [{ id: 1, type: 1, count: -1 }] }],
    [
      'over 100 items',
      'items',
      { items: Array.from({ length: 101 }, (_, index) => ({ id: index + 1, type: 1, count: 1 })) },
    ],
  ])('cart/multi with %s', async (_name, field, body) => {
    const shopper = await newShopper(app);
    expectFieldError(await cart(app, shopper, 'POST', '/cart/multi', body), field);
  });
});

describe('who may use the basket', () => {
  it.each([
    ['GET', '/cart'],
    ['GET', '/cart/list'],
    ['GET', '/cart/info'],
    ['POST', '/cart/info'],
    ['POST', '/cart/multi'],
    ['POST', '/cart/1'],
  ] as const)('%s %s needs a session (401)', async (method, path) => {
    // A wrong body too: the session is checked first.
    const body = method === 'POST' ? { type: 9 } : undefined;
    expectError(await send(app, method, path, body ? { body } : {}), 401, 'UNAUTHENTICATED');
    expectError(
      await send(app, method, path, { token: 'not-a-token', ...(body ? { body } : {}) }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('a customer with register_status 3 reads an empty basket but may not write (403)', async () => {
    const shopper = await newIncompleteShopper(app);
    expect((await cart(app, shopper, 'GET', '/cart')).status).toBe(200);
    for (const [path, body] of [
      [`/cart/${limited.id}`, { type: 1, count: 1, add: 1 }],
      [`/cart/${limited.id}`, { _method: 'PUT', type: 1 }],
      ['/cart/multi', { items: [{ id: limited.id, type: 1, count: 1 }] }],
    ] as const) {
      const answer = await cart(app, shopper, 'POST', path, body);
      expectError(answer, 403, 'REGISTRATION_INCOMPLETE');
      expect(answer.body.message).toContain('ثبت‌نام');
    }
    expect((await cart(app, shopper, 'GET', '/cart')).body.data.items).toEqual([]);
  });

  it("a customer never sees or changes another's basket", async () => {
    const owner = await newShopper(app);
    const other = await newShopper(app);
    await write(app, owner, limited.id, { type: 1, count: 2, add: 1 });
    expect((await cart(app, other, 'GET', '/cart')).body.data.items).toEqual([]);
    expect((await cart(app, other, 'GET', '/cart/list')).body.data.details).toEqual([]);
    expect((await cart(app, other, 'GET', '/cart/info')).body.data.items_count).toBe(0);
    // The other's writes name the same item, and touch only their own basket.
    await write(app, other, limited.id, { _method: 'PUT', type: 1 });
    expectError(
      await cart(app, other, 'POST', `/cart/${limited.id}`, { _method: 'PUT', type: 1, count: 1 }),
      404,
      'CART_LINE_NOT_FOUND',
    );
    await write(app, other, limited.id, { type: 1, count: 1, add: 0 });
    expect((await cart(app, owner, 'GET', '/cart')).body.data.items[0].count).toBe(2);
    expect((await cart(app, other, 'GET', '/cart')).body.data.items[0].count).toBe(1);
  });

  it('a cookie session writes only with the CSRF header', async () => {
    const shopper = await newShopper(app);
    const body = { type: 1, count: 1, add: 1 };
    expectError(
      await send(app, 'POST', `/cart/${limited.id}`, { cookie: shopper.token, body }),
      403,
      'CSRF_REJECTED',
    );
    const answer = await send(app, 'POST', `/cart/${limited.id}`, {
      cookie: shopper.token,
      csrf: true,
      body,
    });
    expect(answer.status).toBe(200);
  });
});
