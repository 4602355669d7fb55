import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugify, slugifyByFormerRule } from '@shop/domain/slug';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { getTestApp } from '../test/app.ts';
import { mountBuiltWebApp, webBuildExists } from './production.ts';

// Decision 084 with the real web build (`npm run build`; skipped without one): the address a product
// had under the former slug rule (ZWNJ and Persian digits made a hyphen and Latin digits) moves
// permanently to its slug by the spec's rule, as search engines and shared links need.

const buildDir = resolve(import.meta.dirname, '../../../web/build');
type Card = { id: number; name: string; slug: string };

describe.skipIf(!webBuildExists(buildDir))('a product page under its former slug', () => {
  let app: FastifyInstance;
  let product: Card;
  beforeAll(async () => {
    const { database } = await getTestApp();
    app = await buildApp({ database, cache: createMemoryCache(), publicUrl: 'http://shop.test' });
    await mountBuiltWebApp(app, buildDir);
    const cards: Card[] = [];
    for (let page = 1; page <= 10 && !cards.some(respelt); page++) {
      cards.push(...(await app.inject(`/api/v1/products?page=${page}`)).json<{ data: Card[] }>().data);
    }
    product = cards.find(respelt)!;
  }, 120_000);
  afterAll(() => app?.close());

  /** A name the two rules spell differently: a ZWNJ or a Persian digit in it. */
  const respelt = (card: Card) => slugifyByFormerRule(card.name) !== slugify(card.name);

  it('answers 301 to the slug by the spec’s rule, which keeps the ZWNJ and the Persian digits', async () => {
    expect(product, 'a seeded product with a ZWNJ or a Persian digit in its name').toBeDefined();
    expect(product.slug).toBe(slugify(product.name));
    const canonical = `/products/${product.id}/${encodeURIComponent(product.slug)}`;
    const former = await app.inject(
      `/products/${product.id}/${encodeURIComponent(slugifyByFormerRule(product.name))}`,
    );
    expect(former.statusCode).toBe(301);
    expect(former.headers['location']).toBe(canonical);
    const page = await app.inject(canonical);
    expect(page.statusCode).toBe(200);
  });
});
