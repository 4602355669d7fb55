import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import { call, getTestApp } from '../../../test/app.ts';
import { allPages, cardPrice } from '../test-support.ts';

// The slider's range follows the chosen brands and ignores only the chosen price (issue 21: a
// brand page's slider spanned the whole catalogue).

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await getTestApp());
});

async function filters(path: string): Promise<FiltersData> {
  const { status, body } = await call(app, 'GET', `/api/v1${path}`);
  expect(status, path).toBe(200);
  return body.data;
}

/** The cheapest and dearest card a listing holds, in rials. */
async function rangeOf(listing: string): Promise<FiltersData['price']> {
  const prices = (await allPages(app, `/api/v1${listing}`)).map(cardPrice);
  expect(prices.length, listing).toBeGreaterThan(0);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

describe('the price range of the filters data', () => {
  it("is a brand page's own prices, not the catalogue's", async () => {
    const catalogue = await filters('/search/filters');
    // A brand whose range is narrower than the catalogue's, so the old answer would fail here.
    const brand = catalogue.brands.find((facet) => facet.count > 1 && facet.count < 60);
    expect(brand).toBeDefined();
    const own = await rangeOf(`/search?brand=${brand?.id}`);
    expect(own).not.toEqual(catalogue.price);
    expect((await filters(`/search/filters?brand=${brand?.id}`)).price).toEqual(own);
    expect((await filters(`/search/filters_data?brand=${brand?.id}`)).price).toEqual(own);
  });

  it('spans the chosen brands together in a search, and still ignores the chosen price', async () => {
    const q = encodeURIComponent('شیر');
    const all = await filters(`/search/filters?q=${q}`);
    const [first, second] = all.brands;
    expect(second).toBeDefined();
    const chosen = `brand=${first?.id},${second?.id}`;
    const expected = await rangeOf(`/search?q=${q}&${chosen}`);
    const data = await filters(`/search/filters?q=${q}&${chosen}&min=1&max=2`);
    expect(data.price).toEqual(expected);
    expect(data.brands).toEqual(all.brands);
  });

  it("follows the chosen brand in a category's filters too", async () => {
    const all = await filters('/categories/1/filter');
    const brand = all.brands.at(-1);
    expect((await filters(`/categories/1/filter?brand=${brand?.id}`)).price).toEqual(
      await rangeOf(`/categories/1/products?brand=${brand?.id}`),
    );
  });

  it('is 0–0 when no chosen brand has a product under the other filters', async () => {
    const catalogue = await filters('/search/filters');
    const inCategory = new Set((await filters('/categories/1/filter')).brands.map((facet) => facet.id));
    const elsewhere = catalogue.brands.find((facet) => !inCategory.has(facet.id));
    expect(elsewhere).toBeDefined();
    expect((await filters(`/categories/1/filter?brand=${elsewhere?.id}`)).price).toEqual({ min: 0, max: 0 });
  });
});
