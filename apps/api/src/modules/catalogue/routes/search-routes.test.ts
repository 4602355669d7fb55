import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { descendantIds } from '@shop/domain/catalogue/category-tree';
import type { CategoryNode, ProductCard } from '@shop/domain/catalogue/schemas';
import type { DatabaseHandle, Db } from '../../../db/client.ts';
import { call, getTestApp } from '../../../test/app.ts';
import { testNow } from '../../../test/fixture.ts';
import { customShelfProducts, customShelves, products, shelfProducts, shelves } from '../public/tables.ts';
import {
  allPages,
  cardPrice,
  appAt,
  createHiddenProducts,
  expectInStockFirst,
  expectRefused,
  uniqueMarker,
} from '../test-support.ts';

let app: FastifyInstance;
let db: Db;
let database: DatabaseHandle;
let tree: CategoryNode[];
beforeAll(async () => {
  const context = await getTestApp();
  app = context.app;
  database = context.database;
  db = database.db;
  tree = (await call(app, 'GET', '/api/v1/categories')).body.data;
});

async function search(query: string) {
  const { status, body } = await call(app, 'GET', `/api/v1/search${query}`);
  expect(status, query).toBe(200);
  return { cards: body.data as ProductCard[], extra: body.extra_data };
}

function flatten(nodes: CategoryNode[]): (CategoryNode & { parentId: number | null })[] {
  const walk = (
    list: CategoryNode[],
    parentId: number | null,
  ): (CategoryNode & { parentId: number | null })[] =>
    list.flatMap((node) => [{ ...node, parentId }, ...walk(node.children, node.id)]);
  return walk(nodes, null);
}

describe('GET /api/v1/search: paging', () => {
  it('answers 16 cards a page with the total, and page 2 continues page 1', async () => {
    const first = await search('');
    const second = await search('?page=2');
    expect(first.cards).toHaveLength(16);
    expect(first.extra).toEqual({
      count: expect.any(Number),
      page: 1,
      per_page: 16,
      corrected_query: null,
      corrected_because: null,
      shelf_title: null,
    });
    expect(second.extra.page).toBe(2);
    const firstIds = new Set(first.cards.map((card) => card.id));
    expect(second.cards.some((card) => firstIds.has(card.id))).toBe(false);
  });

  it("counts exactly the brand's active products, and its pages list each once", async () => {
    const [top] = await db
      .select({ brandId: products.brandId, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(products)
      .where(eq(products.isActive, true))
      .groupBy(products.brandId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const cards = await allPages(app, `/api/v1/search?brand=${top?.brandId}`);
    const { extra } = await search(`?brand=${top?.brandId}`);
    expect(extra.count).toBe(top?.n);
    expect(new Set(cards.map((card) => card.id)).size).toBe(top?.n);
  });

  it('answers an empty page past the end, not an error', async () => {
    const { cards, extra } = await search('?page=500');
    expect(cards).toEqual([]);
    expect(extra.count).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/search: filters', () => {
  it('brand: every card is of one of the chosen brands (Persian digits and comma accepted)', async () => {
    const { cards } = await search(`?brand=${encodeURIComponent('۲،۳')}`);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect([2, 3]).toContain(card.brand.id);
  });

  it('category: every card is in the category or below it, and all of them are listed', async () => {
    const top = tree[0] as CategoryNode;
    const subtree = new Set(descendantIds(flatten(tree), top.id));
    const cards = await allPages(app, `/api/v1/search?category=${top.id}`);
    const [expected] = await db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(products)
      .where(and(eq(products.isActive, true), sql`${products.categoryId} in ${[...subtree]}`));
    expect(cards.length).toBe(expected?.n);
    for (const card of cards) expect(subtree.has(card.category_id)).toBe(true);
  });

  it('min and max bound the price a card shows (its discounted price when it has one)', async () => {
    const { cards, extra } = await search('?min=500000&max=900000&sortby=1');
    expect(extra.count).toBeGreaterThan(0);
    for (const card of cards) {
      expect(cardPrice(card)).toBeGreaterThanOrEqual(500_000);
      expect(cardPrice(card)).toBeLessThanOrEqual(900_000);
    }
  });

  it('special_sale: only sales running now, each shown with its countdown', async () => {
    const cards = await allPages(app, '/api/v1/search?special_sale=1');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.special_sale?.expiration).toBeGreaterThan(testNow.getTime() / 1000);
      expect(cardPrice(card)).toBeLessThan(card.price);
    }
  });

  it('special_sale leaves out a sale that has ended, whatever the row still holds', async () => {
    // Every seeded sale ends within five days of testNow; six days later none runs.
    const later = await appAt(database, new Date(testNow.getTime() + 6 * 86_400_000));
    try {
      const { body } = await call(later, 'GET', '/api/v1/search?special_sale=1');
      expect(body.extra_data.count).toBe(0);
      const cards = (await call(later, 'GET', '/api/v1/search?sortby=5')).body.data as ProductCard[];
      for (const card of cards) expect(card.special_sale).toBeNull();
    } finally {
      await later.close();
    }
  });

  it('shelf: only the products of that category shelf', async () => {
    const [shelf] = await db.select({ id: shelfProducts.shelfId }).from(shelfProducts).limit(1);
    const members = await db
      .select({ id: shelfProducts.productId })
      .from(shelfProducts)
      .where(eq(shelfProducts.shelfId, shelf?.id ?? 0));
    const cards = await allPages(app, `/api/v1/search?shelf=${shelf?.id}`);
    const ids = new Set(members.map((member) => member.id));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(ids.size);
    for (const card of cards) expect(ids.has(card.id)).toBe(true);
  });

  it('special_shelf: only the products of that custom shelf', async () => {
    const [shelf] = await db
      .select({ id: customShelfProducts.customShelfId })
      .from(customShelfProducts)
      .limit(1);
    const members = await db
      .select({ id: customShelfProducts.productId })
      .from(customShelfProducts)
      .where(eq(customShelfProducts.customShelfId, shelf?.id ?? 0));
    const cards = await allPages(app, `/api/v1/search?special_shelf=${shelf?.id}`);
    const ids = new Set(members.map((member) => member.id));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(ids.has(card.id)).toBe(true);
  });

  it("names the shelf the list is narrowed to, for the page's heading", async () => {
    const [shelf] = await db.select({ id: shelves.id, name: shelves.name }).from(shelves).limit(1);
    const [custom] = await db
      .select({ id: customShelves.id, title: customShelves.title })
      .from(customShelves)
      .limit(1);
    expect((await search(`?shelf=${shelf?.id}`)).extra.shelf_title).toBe(shelf?.name);
    expect((await search(`?special_shelf=${custom?.id}`)).extra.shelf_title).toBe(custom?.title);
    expect((await search(`?special_shelf=${custom?.id}&page=2`)).extra.shelf_title).toBe(custom?.title);
  });

  it('an unknown category, shelf or custom shelf finds nothing', async () => {
    for (const query of ['?category=999999', '?shelf=999999', '?special_shelf=999999']) {
      const { extra } = await search(query);
      expect(extra.count, query).toBe(0);
      expect(extra.shelf_title, query).toBeNull();
    }
  });

  it('never lists an inactive product', async () => {
    const marker = uniqueMarker();
    const rows = await createHiddenProducts(db, marker, [{ name: `${marker} پنهان` }]);
    try {
      expect((await search(`?q=${encodeURIComponent(marker)}`)).extra.count).toBe(0);
      expect((await search(`?brand=${rows.brandId}`)).extra.count).toBe(0);
    } finally {
      await rows.remove();
    }
  });
});

describe('GET /api/v1/search: order', () => {
  const top = () => `category=${(tree[0] as CategoryNode).id}`;

  it('in stock always before out of stock, whatever the sort', async () => {
    for (const sortby of ['', '&sortby=1', '&sortby=2', '&sortby=3', '&sortby=4', '&sortby=5']) {
      expectInStockFirst(await allPages(app, `/api/v1/search?${top()}${sortby}`));
    }
  });

  it('1 cheapest and 2 most expensive sort by the price shown', async () => {
    for (const [sortby, direction] of [
      [1, 1],
      [2, -1],
    ] as const) {
      const available = (await allPages(app, `/api/v1/search?${top()}&sortby=${sortby}`)).filter(
        (c) => c.available,
      );
      const prices = available.map(cardPrice);
      expect(prices).toEqual([...prices].sort((a, b) => direction * (a - b)));
    }
  });

  it('5 biggest discount first', async () => {
    const cards = (await search(`?${top()}&sortby=5`)).cards.filter((card) => card.available);
    const percents = cards.map((card) => card.discount?.value ?? 0);
    expect(percents[0]).toBeGreaterThan(0);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it.each([
    { sortby: 3, name: 'best-selling', column: products.soldCount },
    { sortby: 4, name: 'newest', column: products.createdAt },
  ])('$sortby $name follows the database order', async ({ sortby, column }) => {
    const expected = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), sql`${products.inventory} > 0`))
      .orderBy(desc(column), asc(products.id))
      .limit(16);
    const { cards } = await search(`?sortby=${sortby}`);
    expect(cards.map((card) => card.id)).toEqual(expected.map((row) => row.id));
  });

  it('without a query or a sort, best-selling', async () => {
    expect((await search('')).cards).toEqual((await search('?sortby=3')).cards);
  });
});

describe('GET /api/v1/search: refused input', () => {
  it.each([
    ['?page=abc', 'page'],
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=10001', 'page'],
    ['?sortby=9', 'sortby'],
    ['?sortby=abc', 'sortby'],
    ['?min=900000&max=500000', 'min'],
    ['?min=-5', 'min'],
    ['?brand=1,x', 'brand'],
    ['?category=abc', 'category'],
    ['?special_sale=2', 'special_sale'],
    ['?available=maybe', 'available'],
    ['?available=2', 'available'],
    ['?shelf=0', 'shelf'],
    ['?hack=1', 'hack'],
    [`?q=${'ا'.repeat(101)}`, 'q'],
  ])('%s → 422 on %s', async (query, field) => {
    await expectRefused(app, `/api/v1/search${encodeURI(query)}`, field);
  });
});
