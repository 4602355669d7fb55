import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { newCustomer } from '../account/test-support.ts';
import { customers } from '../identity/public/tables.ts';
import { send, signUpByCode } from '../identity/test-support.ts';
import { wholesaleRequests } from './tables.ts';
import { clockedShop, newBundle, newProduct } from './test-support.ts';

// The waitlist's and wholesale's requests and the customer's facts (issue 21, decision 063).

const { app, db } = await clockedShop();
afterAll(() => app.close());

const post = (path: string, body: unknown, token?: string) =>
  send(app, 'POST', path, { body, ...(token ? { token } : {}) });
const get = (path: string, token?: string) => send(app, 'GET', path, token ? { token } : {});

function expectWarning(answer: { status: number; body: { message: unknown } }, text: RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(JSON.stringify(answer.body.message)).toMatch(text);
}

describe('POST observes', () => {
  it('needs a session: 401 before the body is read', async () => {
    expect((await post('/observes', { id: 1, type: 'product' })).status).toBe(401);
    expect((await post('/observes', { nonsense: true })).status).toBe(401);
  });

  it.each([
    [{}],
    [{ id: 1 }],
    [{ type: 'product' }],
    [{ id: 0, type: 'product' }],
    [{ id: -3, type: 'product' }],
    [{ id: 1.5, type: 'product' }],
    [{ id: 'abc', type: 'product' }],
    [{ id: 1, type: 'category' }],
    [{ id: 1, type: 2 }],
    [{ id: 99_999_999_999, type: 'product' }],
    [{ id: 1, type: 'product', extra: 1 }],
  ])('refuses %j with a Persian 422', async (body) => {
    const { token } = await newCustomer(app);
    const answer = await post('/observes', body, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(JSON.stringify(answer.body.message)).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an unknown item and one that can be bought now, in Persian', async () => {
    const { token } = await newCustomer(app);
    expectWarning(await post('/observes', { id: 2_000_000_000, type: 'product' }, token), /وجود ندارد/);
    expectWarning(await post('/observes', { id: 2_000_000_000, type: 'bundle' }, token), /وجود ندارد/);
    const inStock = await newProduct(db, { inventory: 5 });
    expectWarning(await post('/observes', { id: inStock, type: 'product' }, token), /موجود است/);
  });

  it('joins the line once however often it is asked, and the extra data says so', async () => {
    const { token } = await newCustomer(app);
    const product = await newProduct(db, { inventory: 0 });
    expect((await get(`/products/${product}/extra`, token)).body.data).toEqual({
      wholesaled: false,
      observed: false,
    });
    const first = await post('/observes', { id: product, type: 'product' }, token);
    const second = await post('/observes', { id: String(product), type: 'product' }, token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.data).toEqual({ observed: true });
    expect((await get(`/products/${product}/extra`, token)).body.data).toEqual({
      wholesaled: false,
      observed: true,
    });
    // Another customer's extra data is their own.
    const other = await newCustomer(app);
    expect((await get(`/products/${product}/extra`, other.token)).body.data.observed).toBe(false);
  });

  it('waits for a sold-out bundle too', async () => {
    const { token } = await newCustomer(app);
    const part = await newProduct(db, { inventory: 0 });
    const bundle = await newBundle(db, part, 10);
    expect((await get(`/bundles/${bundle}/extra`, token)).body.data).toEqual({ observed: false });
    expect((await post('/observes', { id: bundle, type: 'bundle' }, token)).status).toBe(200);
    expect((await get(`/bundles/${bundle}/extra`, token)).body.data).toEqual({ observed: true });
  });

  it('a cookie session needs the CSRF header like every write', async () => {
    const { token } = await signUpByCode(app);
    const product = await newProduct(db, { inventory: 0 });
    const body = { id: product, type: 'product' };
    expect((await send(app, 'POST', '/observes', { cookie: token, body })).status).toBe(403);
    expect((await send(app, 'POST', '/observes', { cookie: token, body, csrf: true })).status).toBe(200);
  });
});

describe('POST wholesale', () => {
  it('needs a session', async () => {
    expect((await post('/wholesale', { product: 1 })).status).toBe(401);
  });

  it.each([[{}], [{ product: 0 }], [{ product: 'x' }], [{ product: 1, note: 'a' }], [{ id: 1 }]])(
    'refuses %j with a Persian 422',
    async (body) => {
      const { token } = await newCustomer(app);
      const answer = await post('/wholesale', body, token);
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body.message)).toMatch(/[\u0600-\u06FF]/);
    },
  );

  it('refuses an unknown product and one not sold wholesale', async () => {
    const { token } = await newCustomer(app);
    expectWarning(await post('/wholesale', { product: 2_000_000_000 }, token), /وجود ندارد/);
    const retail = await newProduct(db, { inventory: 3 });
    expectWarning(await post('/wholesale', { product: retail }, token), /عمده فروخته نمی‌شود/);
  });

  it('keeps one request for staff with the name and mobile of then, and answers the same again', async () => {
    const shopper = await newCustomer(app);
    const product = await newProduct(db, { inventory: 0, wholesale: true });
    const first = await post('/wholesale', { product }, shopper.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ wholesaled: true });
    expect((await post('/wholesale', { product }, shopper.token)).body).toEqual(first.body);
    const kept = await db
      .select()
      .from(wholesaleRequests)
      .where(
        and(eq(wholesaleRequests.customerId, shopper.customerId), eq(wholesaleRequests.productId, product)),
      );
    const [customer] = await db.select().from(customers).where(eq(customers.id, shopper.customerId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ firstName: 'مریم', lastName: 'احمدی', mobile: customer!.mobile });
    expect((await get(`/products/${product}/extra`, shopper.token)).body.data).toEqual({
      wholesaled: true,
      observed: false,
    });
  });
});

describe('GET products/{id}/extra and bundles/{id}/extra', () => {
  it('need a session and a valid id', async () => {
    expect((await get('/products/1/extra')).status).toBe(401);
    expect((await get('/bundles/1/extra')).status).toBe(401);
    const { token } = await newCustomer(app);
    expect((await get('/products/abc/extra', token)).status).toBe(422);
    expect((await get('/bundles/0/extra', token)).status).toBe(422);
    // An item nobody asked about is simply not observed.
    expect((await get('/products/2000000000/extra', token)).body.data).toEqual({
      wholesaled: false,
      observed: false,
    });
  });

  it('the public product answer stays the same for everyone', async () => {
    const shopper = await newCustomer(app);
    const product = await newProduct(db, { inventory: 0, wholesale: true });
    await post('/wholesale', { product }, shopper.token);
    const answer = await send(app, 'GET', `/products/${product}`, { token: shopper.token });
    expect(answer.body.extra_data).toEqual({ wholesaled: false, observed: false });
  });
});
