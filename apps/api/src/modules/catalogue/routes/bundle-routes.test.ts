import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BundleDetail, BundleListItem, ProductDetail } from '@shop/domain/catalogue/schemas';
import type { DatabaseHandle } from '../../../db/client.ts';
import { call, getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { appAt, expectNotFound, expectRefused } from '../test-support.ts';

let app: FastifyInstance;
let database: DatabaseHandle;
let listed: BundleListItem[];
beforeAll(async () => {
  const context = await getTestApp();
  app = context.app;
  database = context.database;
  listed = (await call(app, 'GET', '/api/v1/bundles')).body.data;
});

async function detail(id: number): Promise<BundleDetail> {
  const { status, body } = await call(app, 'GET', `/api/v1/bundles/${id}`);
  expect(status).toBe(200);
  return body.data;
}

describe('GET /api/v1/bundles', () => {
  it('lists current bundles with their components in brief', async () => {
    const withProducts = listed.filter((bundle) => bundle.products.length > 0);
    expect(withProducts.length).toBeGreaterThan(0);
    for (const bundle of withProducts) {
      expect(bundle.products_count).toBe(bundle.products.length);
      expect(bundle.products[0]).toEqual({
        id: expect.any(Number),
        displayName: expect.stringMatching(/[\u0600-\u06FF]/),
        count: expect.any(Number),
        image: expect.any(String),
      });
      expect(bundle.price_by_discount).toBeLessThanOrEqual(bundle.price);
    }
  });

  it('says blur when, and only when, a listed bundle has not started', async () => {
    const { body } = await call(app, 'GET', '/api/v1/bundles');
    const items = body.data as BundleListItem[];
    expect(body.extra_data.blur).toBe(items.some((bundle) => bundle.is_upcoming));
    for (const bundle of items) expect(bundle.is_upcoming).toBe(bundle.started_at > testNow.getTime() / 1000);
  });
});

describe('GET /api/v1/bundles/{id}', () => {
  it('totals the component lines: price is the sum of unit prices times counts, less the bundle percent, rounded down', async () => {
    for (const item of listed.filter((bundle) => bundle.products_count > 0)) {
      const bundle = await detail(item.id);
      const before = bundle.products.reduce((sum, line) => sum + line.realPrice * line.count, 0);
      const after = bundle.products.reduce((sum, line) => sum + line.price * line.count, 0);
      expect(bundle.price).toBe(before);
      // The lines are each at the bundle's percent; the bundle's price is their total rounded down to a
      // round figure (decision 67): never above it, less than 1% below, and whole thousands of tomans
      // from 100,000 tomans (every demo bundle).
      expect(bundle.price_by_discount).toBeLessThanOrEqual(after);
      expect(after - bundle.price_by_discount).toBeLessThan(after / 100);
      expect(bundle.price_by_discount % 10_000).toBe(0);
      expect({
        price: bundle.price,
        price_by_discount: bundle.price_by_discount,
        available: bundle.available,
      }).toEqual({
        price: item.price,
        price_by_discount: item.price_by_discount,
        available: item.available,
      });
    }
  });

  it('prices each component at its everyday price, as its product page shows it', async () => {
    const bundle = await detail(listed.find((item) => item.products_count > 0)?.id ?? 0);
    for (const line of bundle.products) {
      const product = (await call(app, 'GET', `/api/v1/products/${line.id}`)).body.data as ProductDetail;
      const everyday = product.special_sale ? product.price : (product.price_by_discount ?? product.price);
      if (!product.special_sale) expect(line.realPrice).toBe(everyday);
      expect(line.price).toBeLessThanOrEqual(line.realPrice);
      expect(line.brand).toEqual(product.brand);
    }
  });

  it('offers other available bundles and in-stock products of its categories, none of its own', async () => {
    const item = listed.find((candidate) => candidate.products_count > 0) as BundleListItem;
    const bundle = await detail(item.id);
    expect(bundle.share_link).toBe(
      `http://shop.test/bundles/${bundle.id}/${encodeURIComponent(bundle.slug)}`,
    );
    expect(bundle.similars_bundles.length).toBeLessThanOrEqual(6);
    for (const other of bundle.similars_bundles) {
      expect(other.id).not.toBe(bundle.id);
      expect(other.available).toBe(true);
    }
    const categories = new Set<number>();
    for (const line of bundle.products) {
      categories.add(
        ((await call(app, 'GET', `/api/v1/products/${line.id}`)).body.data as ProductDetail).category_id,
      );
    }
    const own = new Set(bundle.products.map((line) => line.id));
    expect(bundle.similars_products.length).toBeGreaterThan(0);
    expect(bundle.similars_products.length).toBeLessThanOrEqual(12);
    for (const product of bundle.similars_products) {
      expect(own.has(product.id)).toBe(false);
      expect(categories.has(product.category_id)).toBe(true);
      expect(product.available).toBe(true);
    }
  });

  it('answers BUNDLE_NOT_FOUND for an unknown id and 422 for a malformed one', async () => {
    await expectNotFound(app, '/api/v1/bundles/999999', 'BUNDLE_NOT_FOUND');
    await expectRefused(app, '/api/v1/bundles/abc', 'id');
  });
});

describe('upcoming and expired bundles (the app clock moved, the seed untouched)', () => {
  const day = 86_400_000;

  it('lists bundles that have not started, priced but marked, and asks for the prices to be blurred', async () => {
    // Every seeded bundle started 3 to 40 days before testNow.
    const before = await appAt(database, new Date(testNow.getTime() - 41 * day));
    try {
      const { body } = await call(before, 'GET', '/api/v1/bundles');
      const items = body.data as BundleListItem[];
      expect(items.map((bundle) => bundle.id).sort()).toEqual(listed.map((bundle) => bundle.id).sort());
      for (const bundle of items) expect(bundle).toMatchObject({ is_upcoming: true, available: false });
      expect(items.some((bundle) => bundle.price > 0)).toBe(true);
      expect(body.extra_data.blur).toBe(true);
      const page = await call(before, 'GET', `/api/v1/bundles/${items[0]?.id}`);
      expect(page.body.data.is_upcoming).toBe(true);
    } finally {
      await before.close();
    }
  });

  it('neither lists nor shows a bundle once it has expired', async () => {
    const ending = listed.filter((bundle) => bundle.expired_at !== null);
    const first = Math.min(...ending.map((bundle) => bundle.expired_at ?? 0));
    const gone = ending.filter((bundle) => bundle.expired_at === first);
    const after = await appAt(database, new Date(first * 1000 + day));
    try {
      const { body } = await call(after, 'GET', '/api/v1/bundles');
      const ids = (body.data as BundleListItem[]).map((bundle) => bundle.id);
      expect(ids.length).toBe(listed.length - gone.length);
      for (const bundle of gone) {
        expect(ids).not.toContain(bundle.id);
        await expectNotFound(after, `/api/v1/bundles/${bundle.id}`, 'BUNDLE_NOT_FOUND');
      }
    } finally {
      await after.close();
    }
  });
});
