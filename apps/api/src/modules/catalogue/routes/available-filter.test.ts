import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FiltersData, ProductCard } from '@shop/domain/catalogue/schemas';
import { call, getTestApp } from '../../../test/app.ts';
import { allPages, cardPrice, expectRefused } from '../test-support.ts';

// `available=1` («فقط کالاهای موجود», issue 21): lists, counts, facets and the price range keep only
// the products a card calls available, on every listing endpoint.

let app: FastifyInstance;
let catalogue: ProductCard[];
beforeAll(async () => {
  ({ app } = await getTestApp());
  catalogue = await allPages(app, '/api/v1/search');
});

async function get(path: string) {
  const { status, body } = await call(app, 'GET', `/api/v1${path}`);
  expect(status, path).toBe(200);
  return body;
}

const ids = (cards: readonly ProductCard[]) => cards.map((card) => card.id).sort((a, b) => a - b);

describe('the available filter', () => {
  it('lists exactly the available products of the search, coming-soon ones left out', async () => {
    expect(catalogue.some((card) => card.comming_soon)).toBe(true);
    expect(catalogue.some((card) => !card.available && !card.comming_soon)).toBe(true);
    const listed = await allPages(app, '/api/v1/search?available=1');
    expect(ids(listed)).toEqual(ids(catalogue.filter((card) => card.available)));
    expect((await get('/search?available=1')).extra_data.count).toBe(listed.length);
  });

  it("narrows a category's products the same way, with Persian digits and true accepted", async () => {
    const all = await allPages(app, '/api/v1/categories/1/products');
    expect(all.some((card) => !card.available)).toBe(true);
    const expected = ids(all.filter((card) => card.available));
    expect(ids(await allPages(app, '/api/v1/categories/1/products?available=1'))).toEqual(expected);
    expect(
      ids(await allPages(app, `/api/v1/categories/1/products?available=${encodeURIComponent('۱')}`)),
    ).toEqual(expected);
    expect(ids(await allPages(app, '/api/v1/categories/1/products?available=true'))).toEqual(expected);
    expect((await get('/categories/1/products?available=0')).extra_data.count).toBe(all.length);
  });

  it('makes the filters data count and span only the available products', async () => {
    const available = catalogue.filter((card) => card.available);
    for (const path of ['/search/filters?available=1', '/search/filters_data?available=1']) {
      const data = (await get(path)).data as FiltersData;
      expect(data.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(available.length);
      const prices = available.map(cardPrice);
      expect(data.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    }
    const inCategory = (await allPages(app, '/api/v1/categories/1/products?available=1')).length;
    const data = (await get('/categories/1/filter?available=1')).data as FiltersData;
    expect(data.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(inCategory);
    const total = (await get('/categories/1/filter')).data as FiltersData;
    expect(total.brands.reduce((sum, brand) => sum + brand.count, 0)).toBeGreaterThan(inCategory);
  });

  it('is documented on every listing operation of the OpenAPI document, which follows the contracts', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of [
      '/search',
      '/search/filters',
      '/search/filters_data',
      '/categories/{id}/products',
      '/categories/{id}/filter',
    ]) {
      const names = (document.paths[`/api/v1${path}`].get.parameters as { name: string }[]).map(
        (p) => p.name,
      );
      expect(names, path).toContain('available');
    }
  });

  it.each(['/search?available=2', '/search/filters?available=yes', '/categories/1/products?available=x'])(
    '%s → 422 on available',
    async (path) => {
      await expectRefused(app, `/api/v1${path}`, 'available');
    },
  );
});
