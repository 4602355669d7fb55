import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Brand } from '@shop/domain/catalogue/schemas';
import { toPersianDigits } from '@shop/domain/persian-digits';
import { call, getTestApp } from '../../../test/app.ts';
import { expectNotFound, expectRefused } from '../test-support.ts';

let app: FastifyInstance;
let brands: Brand[];
beforeAll(async () => {
  ({ app } = await getTestApp());
  brands = (await call(app, 'GET', '/api/v1/brands')).body.data;
});

describe('GET /api/v1/brands/{id}', () => {
  it('answers the brand as the brand list has it, with its first page of products', async () => {
    const brand = brands[3] as Brand;
    const { status, body } = await call(app, 'GET', `/api/v1/brands/${brand.id}`);
    expect(status).toBe(200);
    const { products, ...rest } = body.data;
    expect(rest).toEqual(brand);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((card: { brand: { id: number } }) => card.brand.id === brand.id)).toBe(true);
    expect(body.extra_data).toMatchObject({
      page: 1,
      per_page: products.length > 0 ? expect.any(Number) : 0,
    });
  });

  it('pages the brand’s products as the spec’s ?page asks, the id in Persian digits too', async () => {
    const brand = brands[0] as Brand;
    const listing = await call(app, 'GET', `/api/v1/search?brand=${brand.id}`);
    const { count, per_page: perPage } = listing.body.extra_data;
    const second = await call(
      app,
      'GET',
      `/api/v1/brands/${encodeURIComponent(toPersianDigits(brand.id))}?page=2`,
    );
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(brand.id);
    expect(second.body.extra_data).toMatchObject({ count, page: 2, per_page: perPage });
    const pageTwo = await call(app, 'GET', `/api/v1/search?brand=${brand.id}&page=2`);
    expect(second.body.data.products.map((card: { id: number }) => card.id)).toEqual(
      pageTwo.body.data.map((card: { id: number }) => card.id),
    );
    const first = await call(app, 'GET', `/api/v1/brands/${brand.id}?page=1`);
    expect(first.body.data.products).toHaveLength(Math.min(count, perPage));
    await expectRefused(app, `/api/v1/brands/${brand.id}?page=0`, 'page');
  });

  it('answers BRAND_NOT_FOUND for an unknown id and 422 for a malformed one', async () => {
    await expectNotFound(app, '/api/v1/brands/999999', 'BRAND_NOT_FOUND');
    await expectRefused(app, '/api/v1/brands/abc', 'id');
    await expectRefused(app, '/api/v1/brands/0', 'id');
  });
});

describe('GET /api/v1/brands/slug/{slug}', () => {
  it('finds a brand by its Persian slug, percent-encoded in the URL', async () => {
    const brand = brands.find((candidate) => /[\u0600-\u06FF]/.test(candidate.slug)) as Brand;
    const { status, body } = await call(app, 'GET', `/api/v1/brands/slug/${encodeURIComponent(brand.slug)}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(brand);
  });

  it('matches the slug exactly', async () => {
    const brand = brands.find((candidate) => candidate.slug.length > 3) as Brand;
    await expectNotFound(
      app,
      `/api/v1/brands/slug/${encodeURIComponent(brand.slug.slice(0, -1))}`,
      'BRAND_NOT_FOUND',
    );
    await expectNotFound(app, `/api/v1/brands/slug/${encodeURIComponent('نیست')}`, 'BRAND_NOT_FOUND');
  });
});
