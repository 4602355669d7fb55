import { resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { getTestApp } from '../test/app.ts';
import { mountBuiltWebApp, webBuildExists } from './production.ts';
import { signedInCustomer, type TestCustomer } from './test-support.ts';

// Decision 071 with the real web build (`npm run build`; skipped without one): a category page asked
// for first by a signed-in customer with things in their basket is kept, and what is kept, and sent to
// the next customer and to nobody else, holds nothing of theirs.

const buildDir = resolve(import.meta.dirname, '../../../web/build');

describe.skipIf(!webBuildExists(buildDir))('a public page kept after a customer asked first', () => {
  let app: FastifyInstance;
  let maryam: TestCustomer;
  let categoryPath: string;
  beforeAll(async () => {
    const { database } = await getTestApp();
    app = await buildApp({ database, cache: createMemoryCache(), publicUrl: 'http://shop.test' });
    await mountBuiltWebApp(app, buildDir, { pageCache: { cache: createMemoryCache(), ttlSeconds: 30 } });
    maryam = await signedInCustomer(app, 'مریم‌دخت');
    const tree = (await app.inject('/api/v1/categories')).json<{ data: { id: number; slug: string }[] }>();
    const category = tree.data[0]!;
    categoryPath = `/search/categories/${category.id}/${encodeURIComponent(category.slug)}/`;
    const listing = (await app.inject(`/api/v1/categories/${category.id}/products`)).json<{
      data: { id: number; available: boolean }[];
    }>();
    const product = listing.data.find((card) => card.available)!;
    const added = await app.inject({
      method: 'POST',
      url: `/api/v1/cart/${product.id}`,
      headers: { authorization: `Bearer ${maryam.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 1, count: 2, add: 1 }),
    });
    expect(added.statusCode, added.body).toBe(200);
  }, 120_000);
  afterAll(() => app?.close());

  const page = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: categoryPath, headers: { 'accept-encoding': 'br', ...headers } });
  const html = (body: Buffer) => brotliDecompressSync(body).toString('utf8');

  it('keeps it without the customer’s name, number, token or basket, marked for the browser to ask', async () => {
    const first = await page({ cookie: `sid=${maryam.token}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['set-cookie']).toBeUndefined();
    const kept = html(first.rawPayload);
    expect(kept).toContain('data-user-withheld');
    expect(kept).toContain('data-testid="account-pending"');
    for (const personal of ['مریم‌دخت', maryam.mobile.slice(1), maryam.token, 'سبد خرید، ']) {
      expect(kept).not.toContain(personal);
    }

    const reza = await signedInCustomer(app, 'رضا');
    const next = await page({ cookie: `sid=${reza.token}` });
    expect(next.headers['x-cache']).toBe('hit');
    expect(next.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keeps the guests’ page apart, with the sign-in link and no mark', async () => {
    const guest = html((await page({})).rawPayload);
    expect(guest).not.toContain('data-user-withheld');
    expect(guest).toContain('ورود | ثبت‌نام');
    expect(guest).not.toContain('مریم‌دخت');
  });

  it('still draws the basket page for its customer, never kept', async () => {
    for (let time = 0; time < 2; time += 1) {
      const cart = await app.inject({
        method: 'GET',
        url: '/cart',
        headers: { cookie: `sid=${maryam.token}` },
      });
      expect(cart.headers['x-cache']).toBeUndefined();
      expect(cart.headers['cache-control']).toBe('private, no-store');
      expect(cart.body).toContain('مریم‌دخت');
    }
  });
});
