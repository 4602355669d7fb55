import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CategoryDetail, CategoryNode, CategoryShelves } from '@shop/domain/catalogue/schemas';
import type { Db } from '../../../db/client.ts';
import { call, getTestApp } from '../../../test/app.ts';
import { categories, shelfProducts, shelves } from '../public/tables.ts';
import { expectInStockFirst, expectNotFound, expectRefused } from '../test-support.ts';

let app: FastifyInstance;
let db: Db;
let tree: CategoryNode[];
beforeAll(async () => {
  const context = await getTestApp();
  app = context.app;
  db = context.database.db;
  tree = (await call(app, 'GET', '/api/v1/categories')).body.data;
});

const top = () => tree[0] as CategoryNode;
const middle = () => top().children[0] as CategoryNode;
const leaf = () => middle().children[0] as CategoryNode;
const card = ({ id, name, slug, logo, type }: CategoryNode) => ({ id, name, slug, logo, type });
const crumb = ({ id, name, slug, type }: CategoryNode) => ({ id, name, slug, type });

describe('GET /api/v1/categories/{id}', () => {
  it('answers the category, its path from the top and its children', async () => {
    const { status, body } = await call(app, 'GET', `/api/v1/categories/${middle().id}`);
    expect(status).toBe(200);
    const detail = body.data as CategoryDetail;
    expect(detail).toEqual({
      ...card(middle()),
      breadcrumb: [crumb(top()), crumb(middle())],
      sub_categories: middle().children.map(card),
    });
  });

  it('a leaf has a three-step breadcrumb and no children', async () => {
    const detail = (await call(app, 'GET', `/api/v1/categories/${leaf().id}`)).body.data as CategoryDetail;
    expect(detail.breadcrumb.map((item) => item.id)).toEqual([top().id, middle().id, leaf().id]);
    expect(detail.sub_categories).toEqual([]);
  });
});

describe('GET /api/v1/categories/{id}/products and /filter', () => {
  it('lists like /search with the category fixed', async () => {
    for (const query of ['', '?page=2', '?sortby=2', '?brand=1,2,3']) {
      const joiner = query ? '&' : '?';
      const listing = await call(app, 'GET', `/api/v1/categories/${top().id}/products${query}`);
      const search = await call(app, 'GET', `/api/v1/search${query}${joiner}category=${top().id}`);
      expect(listing.status).toBe(200);
      expect(listing.body).toEqual(search.body);
    }
  });

  it('offers the filters of the category like /search/filters', async () => {
    const filter = await call(app, 'GET', `/api/v1/categories/${top().id}/filter`);
    const search = await call(app, 'GET', `/api/v1/search/filters?category=${top().id}`);
    expect(filter.status).toBe(200);
    expect(filter.body).toEqual(search.body);
    expect(filter.body.data.brands.length).toBeGreaterThan(0);
  });

  it('refuses a category query parameter: the category is the path', async () => {
    await expectRefused(app, `/api/v1/categories/${top().id}/products?category=2`, 'category');
    await expectRefused(app, `/api/v1/categories/${top().id}/filter?category=2`, 'category');
  });

  it.each([
    ['products?page=0', 'page'],
    ['products?sortby=9', 'sortby'],
    ['products?min=9&max=1', 'min'],
    ['filter?min=9&max=1', 'min'],
    ['filter?page=1', 'page'],
  ])('%s → 422 on %s', async (path, field) => {
    await expectRefused(app, `/api/v1/categories/${top().id}/${path}`, field);
  });
});

describe('GET /api/v1/categories/{id}/shelves', () => {
  it("answers a branch's shelves, each of up to 12 of its own products, in stock first", async () => {
    const { status, body } = await call(app, 'GET', `/api/v1/categories/${top().id}/shelves`);
    expect(status).toBe(200);
    const page = body.data as CategoryShelves;
    expect(page.category).toEqual(card(top()));
    expect(page.breadcrumb).toEqual([crumb(top())]);
    expect(page.sub_categories).toEqual(top().children.map(card));
    const rows = await db
      .select({ id: shelves.id, name: shelves.name })
      .from(shelves)
      .where(eq(shelves.categoryId, top().id));
    expect(page.shelves.map((shelf) => shelf.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const shelf of page.shelves) {
      expect(shelf.products.length).toBeGreaterThan(0);
      expect(shelf.products.length).toBeLessThanOrEqual(12);
      expectInStockFirst(shelf.products);
      const members = await db
        .select({ id: shelfProducts.productId })
        .from(shelfProducts)
        .where(inArray(shelfProducts.shelfId, [shelf.id]));
      const ids = new Set(members.map((member) => member.id));
      for (const product of shelf.products) expect(ids.has(product.id)).toBe(true);
    }
  });

  it('a leaf has no shelves', async () => {
    const page = (await call(app, 'GET', `/api/v1/categories/${leaf().id}/shelves`)).body
      .data as CategoryShelves;
    expect(page.shelves).toEqual([]);
    expect(page.breadcrumb).toHaveLength(3);
  });
});

describe('GET /api/v1/categories/shelves', () => {
  it('lists every active shelf of an active category with its category, by category and position', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/categories/shelves');
    expect(status).toBe(200);
    const rows = await db
      .select({ id: shelves.id, name: shelves.name, category_id: shelves.categoryId })
      .from(shelves)
      .innerJoin(categories, eq(categories.id, shelves.categoryId))
      .where(and(eq(shelves.isActive, true), eq(categories.isActive, true)))
      .orderBy(asc(shelves.categoryId), asc(shelves.position), asc(shelves.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(body.data).toEqual(rows);
  });
});

describe('GET /api/v1/breadcrumb', () => {
  it('answers the path of a category, top first', async () => {
    const { status, body } = await call(app, 'GET', `/api/v1/breadcrumb?id=${leaf().id}&module=category`);
    expect(status).toBe(200);
    expect(body.data).toEqual([crumb(top()), crumb(middle()), crumb(leaf())]);
  });

  it.each([
    ['?id=1&module=product', 'module'],
    ['?id=1', 'module'],
    ['?module=category', 'id'],
    ['?id=abc&module=category', 'id'],
    ['?id=1&module=category&page=1', 'page'],
  ])('%s → 422 on %s', async (query, field) => {
    await expectRefused(app, `/api/v1/breadcrumb${query}`, field);
  });
});

describe('unknown and malformed category ids', () => {
  it.each(['', '/products', '/filter', '/shelves'])(
    '/categories/999999%s → CATEGORY_NOT_FOUND',
    async (path) => {
      await expectNotFound(app, `/api/v1/categories/999999${path}`, 'CATEGORY_NOT_FOUND');
    },
  );

  it('the breadcrumb of an unknown category → CATEGORY_NOT_FOUND', async () => {
    await expectNotFound(app, '/api/v1/breadcrumb?id=999999&module=category', 'CATEGORY_NOT_FOUND');
  });

  it.each(['', '/products', '/filter', '/shelves'])('/categories/abc%s → 422 on id', async (path) => {
    await expectRefused(app, `/api/v1/categories/abc${path}`, 'id');
  });
});
