import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CategoryNode, ProductCard, ProductDetail } from '@shop/domain/catalogue/schemas';
import { toPersianDigits } from '@shop/domain/persian-digits';
import type { Db } from '../../../db/client.ts';
import { call, getTestApp } from '../../../test/app.ts';
import {
  cardPrice,
  createHiddenProducts,
  expectNotFound,
  expectRefused,
  uniqueMarker,
} from '../test-support.ts';

let app: FastifyInstance;
let db: Db;
let tree: CategoryNode[];
beforeAll(async () => {
  const context = await getTestApp();
  app = context.app;
  db = context.database.db;
  tree = (await call(app, 'GET', '/api/v1/categories')).body.data;
});

/** Parent of every category, from the menu tree. */
function parents(): Map<number, number | null> {
  const map = new Map<number, number | null>();
  const walk = (nodes: CategoryNode[], parent: number | null) => {
    for (const node of nodes) {
      map.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(tree, null);
  return map;
}

describe('GET /api/v1/products', () => {
  it('lists every active product like an unfiltered search', async () => {
    for (const query of ['', '?page=2', '?sortby=1', '?page=3&sortby=4']) {
      const all = await call(app, 'GET', `/api/v1/products${query}`);
      const search = await call(app, 'GET', `/api/v1/search${query}`);
      expect(all.status).toBe(200);
      expect(all.body).toEqual(search.body);
    }
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=10001', 'page'],
    ['?sortby=9', 'sortby'],
    ['?q=شیر', 'q'],
    ['?brand=1', 'brand'],
  ])('%s → 422 on %s', async (query, field) => {
    await expectRefused(app, `/api/v1/products${encodeURI(query)}`, field);
  });
});

describe('GET /api/v1/products/{id}', () => {
  let listed: ProductCard;
  let product: ProductDetail;
  beforeAll(async () => {
    listed = (await call(app, 'GET', '/api/v1/search?sortby=5')).body.data[0];
    product = (await call(app, 'GET', `/api/v1/products/${listed.id}`)).body.data;
  });

  it('answers the card the listing showed, plus the page fields', async () => {
    const { body } = await call(app, 'GET', `/api/v1/products/${listed.id}`);
    expect(body.extra_data).toEqual({ wholesaled: false, observed: false });
    expect(product).toMatchObject(listed);
    expect(product.gallery.length).toBeGreaterThan(0);
    expect(product.features[0]).toEqual({ name: expect.any(String), values: expect.any(Array) });
    expect(product.note).toMatch(/</);
  });

  it('has a breadcrumb from the top category down to its own', () => {
    const parentOf = parents();
    const ids = product.breadcrumb.map((item) => item.id);
    expect(ids.at(-1)).toBe(product.category_id);
    expect(parentOf.get(ids[0] ?? 0)).toBeNull();
    ids.slice(1).forEach((id, i) => expect(parentOf.get(id)).toBe(ids[i]));
    expect(product.breadcrumb.at(-1)?.type).toBe('leaf');
  });

  it('has an absolute share link with the slug percent-encoded', () => {
    expect(product.share_link).toBe(
      `http://shop.test/products/${product.id}/${encodeURIComponent(product.slug)}`,
    );
  });

  it('accepts its id in Persian digits', async () => {
    const { status, body } = await call(
      app,
      'GET',
      `/api/v1/products/${encodeURIComponent(toPersianDigits(listed.id))}`,
    );
    expect(status).toBe(200);
    expect(body.data.id).toBe(listed.id);
  });

  it('answers PRODUCT_NOT_FOUND for a missing or inactive product', async () => {
    await expectNotFound(app, '/api/v1/products/999999', 'PRODUCT_NOT_FOUND');
    const marker = uniqueMarker();
    const rows = await createHiddenProducts(db, marker, [{ name: `${marker} پنهان` }]);
    try {
      await expectNotFound(app, `/api/v1/products/${rows.ids[0]}`, 'PRODUCT_NOT_FOUND');
      await expectNotFound(app, `/api/v1/products/${rows.ids[0]}/similars`, 'PRODUCT_NOT_FOUND');
    } finally {
      await rows.remove();
    }
  });

  it('answers products asked for at the same moment (one query) each with its own', async () => {
    const cards = (await call(app, 'GET', '/api/v1/search?sortby=4')).body.data as ProductCard[];
    const marker = uniqueMarker();
    const hidden = await createHiddenProducts(db, marker, [{ name: `${marker} پنهان` }]);
    try {
      const ids = [...cards.slice(0, 6).map((card) => card.id), 999999, hidden.ids[0]!, cards[0]!.id];
      const answers = await Promise.all(ids.map((id) => call(app, 'GET', `/api/v1/products/${id}`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 404, 200]);
      answers
        .filter((answer) => answer.status === 200)
        .forEach((answer, index) => expect(answer.body.data.id).toBe([...ids.slice(0, 6), ids[8]][index]));
    } finally {
      await hidden.remove();
    }
  });

  it('says in Persian that the product no longer exists', async () => {
    const { body } = await call(app, 'GET', '/api/v1/products/999999');
    expect(body.message).toBe('چنین محصولی دیگر وجود ندارد.');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the id "%s" with a Persian 422', async (id) => {
    await expectRefused(app, `/api/v1/products/${id}`, 'id');
  });
});

describe('GET /api/v1/products/{id}/similars', () => {
  it('answers up to 12 in-stock products of the same category, closest price first, never itself', async () => {
    // A product of the biggest category, so it has neighbours to compare.
    const cards = (await call(app, 'GET', '/api/v1/search?category=1')).body.data as ProductCard[];
    let seen = 0;
    for (const product of cards.slice(0, 3)) {
      const { status, body } = await call(app, 'GET', `/api/v1/products/${product.id}/similars`);
      expect(status).toBe(200);
      const similars = body.data as ProductCard[];
      seen += similars.length;
      expect(similars.length).toBeLessThanOrEqual(12);
      const gaps = similars.map((similar) => Math.abs(cardPrice(similar) - cardPrice(product)));
      expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
      for (const similar of similars) {
        expect(similar.id).not.toBe(product.id);
        expect(similar.category_id).toBe(product.category_id);
        expect(similar.available).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('answers 404 and 422 like the product', async () => {
    await expectNotFound(app, '/api/v1/products/999999/similars', 'PRODUCT_NOT_FOUND');
    await expectRefused(app, '/api/v1/products/abc/similars', 'id');
  });
});
