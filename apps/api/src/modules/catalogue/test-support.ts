import { expect } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import { normalizeSearchText } from '@shop/domain/search-text';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { buildApp } from '../../app.ts';
import type { Db, DatabaseHandle } from '../../db/client.ts';
import { call } from '../../test/app.ts';
import { testNow } from '../../test/fixture.ts';
import { brands, products } from './public/tables.ts';
import { createCatalogueService, type CatalogueService } from './service.ts';

// Helpers for the catalogue's API tests. Tests read the shared seeded catalogue and never change it.
// On PostgreSQL, test files of two workers share one database: a test that needs rows of its own
// makes them inactive (under an inactive brand), so no other test can ever see them, and deletes
// them afterwards. Time-dependent rules are tested with an app whose clock is moved instead.

/** What a card costs now: the discounted price when there is one. */
export function cardPrice(card: Pick<ProductCard, 'price' | 'price_by_discount'>): number {
  return card.price_by_discount ?? card.price;
}

/** A GET whose answer must be a 422 envelope with a Persian message on `field`. */
export async function expectRefused(app: FastifyInstance, url: string, field: string): Promise<void> {
  const { status, body } = await call(app, 'GET', url);
  expect(status, url).toBe(422);
  expect(body).toMatchObject({
    status: false,
    code: 422,
    data: null,
    extra_data: { error: 'VALIDATION_FAILED' },
  });
  // A list field's bad element is reported under its index ("brand.1").
  const key = Object.keys(body.message).find((name) => name === field || name.startsWith(`${field}.`));
  expect(key, `${url} → ${JSON.stringify(body.message)}`).toBeDefined();
  expect(body.message[key ?? field][0]).toMatch(/[\u0600-\u06FF]/);
}

/** A GET whose answer must be a Persian 404 envelope with `code`. */
export async function expectNotFound(app: FastifyInstance, url: string, code: string): Promise<void> {
  const { status, body } = await call(app, 'GET', url);
  expect(status, url).toBe(404);
  expect(body).toMatchObject({ status: false, code: 404, data: null, extra_data: { error: code } });
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
}

/** Every page of a listing URL (it must not already have a page parameter). */
export async function allPages(app: FastifyInstance, url: string): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let page = 1; page < 100; page++) {
    const { body } = await call(app, 'GET', `${url}${url.includes('?') ? '&' : '?'}page=${page}`);
    cards.push(...(body.data as ProductCard[]));
    if (cards.length >= body.extra_data.count || body.data.length === 0) break;
  }
  return cards;
}

/** In stock first: once an unavailable card appears, no available one may follow. */
export function expectInStockFirst(cards: readonly Pick<ProductCard, 'available'>[]): void {
  const firstOut = cards.findIndex((card) => !card.available);
  if (firstOut >= 0) expect(cards.slice(firstOut).every((card) => !card.available)).toBe(true);
}

type ProductRow = typeof products.$inferInsert;

/**
 * Inactive products of an inactive brand of their own, for one test: invisible to every listing, so
 * tests running beside it never see them. Returns their ids (in the order given) and a cleanup.
 */
export async function createHiddenProducts(
  db: Db,
  marker: string,
  rows: (Partial<Omit<ProductRow, 'isActive'>> & { name: string })[],
): Promise<{ ids: number[]; brandId: number; remove: () => Promise<void> }> {
  const [category] = await db.select({ id: products.categoryId }).from(products).limit(1);
  const [brand] = await db
    .insert(brands)
    .values({ name: `برند ${marker}`, slug: `brand-${marker}`, position: 9999, isActive: false })
    .returning({ id: brands.id });
  if (!category || !brand) throw new Error('the seeded catalogue is missing');
  const inserted = await db
    .insert(products)
    .values(
      rows.map((row) => ({
        slug: row.name.replace(/\s+/g, '-'),
        brandId: brand.id,
        categoryId: category.id,
        image: '/files/test.png',
        price: 1_000_000,
        inventory: 5,
        searchText: normalizeSearchText(`${row.name} برند ${marker}`),
        ...row,
        isActive: false,
      })),
    )
    .returning({ id: products.id });
  const ids = inserted.map((row) => row.id);
  return {
    ids,
    brandId: brand.id,
    remove: async () => {
      await db.delete(products).where(inArray(products.id, ids));
      await db.delete(brands).where(eq(brands.id, brand.id));
    },
  };
}

/** Puts products made by createHiddenProducts on sale; returns the category they all sit in. */
export async function activateHiddenProducts(
  db: Db,
  created: { ids: number[]; brandId: number },
): Promise<number> {
  await db.update(products).set({ isActive: true }).where(eq(products.brandId, created.brandId));
  const [row] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, created.ids[0] as number));
  if (!row) throw new Error('the hidden products are missing');
  return row.categoryId;
}

/** A word no seeded product contains, so a test's own rows are the only ones it finds. */
export function uniqueMarker(): string {
  const letters = 'ضصثقفغعهخحجچ';
  const n = Date.now() + Math.floor(Math.random() * 1e6);
  return `زز${[...String(n)].map((digit) => letters[Number(digit)] ?? 'ژ').join('')}`;
}

/** The app over the test database with its clock moved: for sales that end and bundles that start. */
export async function appAt(database: DatabaseHandle, now: Date): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    cache: createMemoryCache(),
    publicUrl: 'http://shop.test',
    now: () => now,
  });
  await app.ready();
  return app;
}

/** A catalogue service over a database, with a cache of its own, for modules above that test theirs. */
export function catalogueServiceOver(database: DatabaseHandle, now: Date = testNow): CatalogueService {
  return createCatalogueService({
    db: database.db,
    cache: createMemoryCache(),
    now: () => now,
    publicUrl: 'http://shop.test',
  });
}

/** The sweep that gives back expired holds (decision 069), for tests that run sweeps by hand. */
export { holdExpirySweep } from './service/hold-expiry.ts';
