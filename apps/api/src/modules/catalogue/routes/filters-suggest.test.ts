import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FiltersData, ProductCard, Suggestions } from '@shop/domain/catalogue/schemas';
import { call, getTestApp } from '../../../test/app.ts';
import { allPages, cardPrice, expectRefused } from '../test-support.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await getTestApp());
});

async function filters(query: string): Promise<FiltersData> {
  const { status, body } = await call(app, 'GET', `/api/v1/search/filters${query}`);
  expect(status, query).toBe(200);
  return body.data;
}

async function suggest(q: string, page?: number) {
  const url = `/api/v1/search/suggest?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`;
  const { status, body } = await call(app, 'GET', url);
  expect(status, q).toBe(200);
  return { suggestions: body.data as Suggestions, corrected: body.extra_data.corrected_query };
}

describe('GET /api/v1/search/filters', () => {
  it('lists the brands of the matching products with their counts, most first, and the price range', async () => {
    const cards = await allPages(app, '/api/v1/search?category=1');
    const data = await filters('?category=1');
    const counts = new Map<number, number>();
    for (const card of cards) counts.set(card.brand.id, (counts.get(card.brand.id) ?? 0) + 1);
    expect(data.brands.map((brand) => [brand.id, brand.count])).toEqual(
      expect.arrayContaining([...counts.entries()]),
    );
    expect(data.brands).toHaveLength(counts.size);
    const listed = data.brands.map((brand) => brand.count);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    const prices = cards.map(cardPrice);
    expect(data.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('offers every brand and the whole range whatever brand and price range are chosen', async () => {
    const all = await filters('?category=1');
    const chosen = await filters(`?category=1&brand=${all.brands[0]?.id}&min=1&max=2`);
    expect(chosen.brands).toEqual(all.brands);
    expect((await filters('?category=1&min=1&max=2')).price).toEqual(all.price);
  });

  it('follows the other filters: a special-sale listing offers only its own brands', async () => {
    const sale = await allPages(app, '/api/v1/search?special_sale=1');
    const data = await filters('?special_sale=1');
    expect(data.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(sale.length);
  });

  it('answers no brands, a 0–0 range and no shelves when nothing matches', async () => {
    expect(await filters(`?q=${encodeURIComponent('ژژژژژژژ')}`)).toEqual({
      brands: [],
      price: { min: 0, max: 0 },
      shelves: [],
    });
  });

  it('offers the shelves holding matching products, most first, each counting what choosing it lists', async () => {
    const data = await filters('?category=1');
    expect(data.shelves.length).toBeGreaterThan(1);
    expect(data.shelves.length).toBeLessThanOrEqual(8);
    const counts = data.shelves.map((shelf) => shelf.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const shelf of data.shelves) {
      const cards = await allPages(app, `/api/v1/search?category=1&shelf=${shelf.id}`);
      expect(cards.length, shelf.name).toBe(shelf.count);
    }
  });

  it('keeps every shelf on offer once one is chosen, the chosen one first', async () => {
    const all = await filters('?category=1');
    const last = all.shelves.at(-1);
    const chosen = await filters(`?category=1&shelf=${last?.id}`);
    expect(chosen.shelves[0]).toEqual(last);
    expect([...chosen.shelves].sort((a, b) => a.id - b.id)).toEqual(
      [...all.shelves].sort((a, b) => a.id - b.id),
    );
    expect(chosen.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(last?.count);
  });

  it("counts a shelf's products within the chosen brand", async () => {
    const all = await filters('?category=1');
    const brand = all.brands[0];
    const data = await filters(`?category=1&brand=${brand?.id}`);
    for (const shelf of data.shelves) {
      const cards = await allPages(app, `/api/v1/search?category=1&brand=${brand?.id}&shelf=${shelf.id}`);
      expect(cards.length, shelf.name).toBe(shelf.count);
    }
    const total = (shelves: FiltersData['shelves']) => shelves.reduce((sum, shelf) => sum + shelf.count, 0);
    expect(total(data.shelves)).toBeLessThan(total(all.shelves));
  });

  it("answers the same at GET search/filters_data, the spec's other name for it", async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/search/filters_data?category=1&special_sale=1');
    expect(status).toBe(200);
    expect(body.data).toEqual(await filters('?category=1&special_sale=1'));
    await expectRefused(app, '/api/v1/search/filters_data?min=9&max=1', 'min');
  });

  it.each([
    ['?min=9&max=1', 'min'],
    ['?brand=1,x', 'brand'],
    ['?page=2', 'page'],
    ['?category=abc', 'category'],
  ])('%s → 422 on %s', async (query, field) => {
    await expectRefused(app, `/api/v1/search/filters${query}`, field);
  });
});

describe('GET /api/v1/search/suggest', () => {
  it('suggests at most 3 brands, 3 categories and 11 products', async () => {
    const { suggestions } = await suggest('شیر');
    expect(suggestions.products).toHaveLength(11);
    expect(suggestions.brands.length).toBeLessThanOrEqual(3);
    expect(suggestions.categories.length).toBeGreaterThan(0);
    expect(suggestions.categories.length).toBeLessThanOrEqual(3);
    for (const category of suggestions.categories) expect(category.name).toContain('شیر');
  });

  it('suggests a brand by its name, with its logo', async () => {
    const { body } = await call(app, 'GET', '/api/v1/brands');
    const brand = body.data[0];
    const { suggestions } = await suggest(brand.name);
    expect(suggestions.brands[0]).toEqual({
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      logo: brand.logo,
    });
  });

  it('matches products like the search does, in stock first', async () => {
    const { suggestions } = await suggest('ماست');
    const listed = (await call(app, 'GET', `/api/v1/search?q=${encodeURIComponent('ماست')}`)).body
      .data as ProductCard[];
    expect(suggestions.products.map((product) => product.id)).toEqual(
      listed.slice(0, 11).map((card) => card.id),
    );
    const available = suggestions.products.map((product) => product.available);
    expect(
      available.indexOf(false) === -1 || available.slice(available.indexOf(false)).every((a) => !a),
    ).toBe(true);
  });

  it('says whether an unavailable suggestion is coming soon, as its product card does (spec §4)', async () => {
    const cards = await allPages(app, '/api/v1/search');
    const comingSoon = cards.find((card) => card.comming_soon);
    const outOfStock = cards.find((card) => !card.available && !card.comming_soon);
    for (const card of [comingSoon, outOfStock]) {
      expect(card, 'the seed holds both kinds of unavailable product').toBeDefined();
      const found = (await suggest(card?.name ?? '')).suggestions.products.find(
        (product) => product.id === card?.id,
      );
      expect(found, card?.name).toMatchObject({ available: false, comming_soon: card?.comming_soon });
    }
    for (const product of (await suggest('شیر')).suggestions.products) {
      expect(typeof product.comming_soon).toBe('boolean');
    }
  });

  it('carries each product’s pack size as its card does, apart from the name (issue 21)', async () => {
    const cards = new Map((await allPages(app, '/api/v1/search?q=شیر')).map((card) => [card.id, card]));
    const products = (await suggest('شیر')).suggestions.products;
    expect(products.some((product) => product.volume !== null && product.unit !== null)).toBe(true);
    for (const product of products) {
      const card = cards.get(product.id);
      if (card)
        expect({ volume: product.volume, unit: product.unit }).toEqual({
          volume: card.volume,
          unit: card.unit,
        });
    }
  });

  it('page 2 continues the products', async () => {
    const first = (await suggest('شیر')).suggestions.products.map((product) => product.id);
    const second = (await suggest('شیر', 2)).suggestions.products.map((product) => product.id);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((id) => first.includes(id))).toBe(false);
  });

  it.each(['', 'ش', ' ش ', '!؟', 'ـ'])(
    'a term under 2 characters ("%s") suggests nothing, without an error',
    async (q) => {
      expect(await suggest(q)).toEqual({
        suggestions: { brands: [], categories: [], products: [] },
        corrected: null,
      });
    },
  );

  it('reads a term typed on an English keyboard as Persian', async () => {
    const { suggestions, corrected } = await suggest('lhsj');
    expect(corrected).toBe('ماست');
    expect(suggestions.products.length).toBeGreaterThan(0);
  });

  it.each([
    ['?page=1', 'q'],
    ['?q=ab&page=0', 'page'],
    ['?q=ab&hack=1', 'hack'],
  ])('%s → 422 on %s', async (query, field) => {
    await expectRefused(app, `/api/v1/search/suggest${query}`, field);
  });
});
