import { HomeRowModelSchema } from '@shop/domain/content/schemas';
import { normalizeSearchText } from '@shop/domain/search-text';
import { slugify } from '@shop/domain/slug';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import {
  brands,
  bundleItems,
  bundles,
  categories,
  customShelves,
  products,
  shelves,
} from '../modules/catalogue/public/tables.ts';
import { banners, homeRows, sliders } from '../modules/content/tables.ts';
import { clearCatalogue } from './clear-catalogue.ts';
import { catalogueTree, leavesOf } from './data/categories.ts';
import { lookOf } from './images/fresh-looks.ts';
import { isCatalogueEmpty, seedCatalogue, type SeedSummary } from './seed-catalogue.ts';

// Always PGlite in memory, whatever DATABASE_URL says: these tests need two private databases.
const now = new Date('2026-03-01T08:00:00.000Z');
const options = { products: 200, now, files: null, random: 7 } as const;
const HOUR = 3_600_000;

let first: DatabaseHandle;
let second: DatabaseHandle;
let summary: SeedSummary;

beforeAll(async () => {
  [first, second] = await Promise.all([openDatabase({ dataDir: null }), openDatabase({ dataDir: null })]);
  await Promise.all([first.migrate(), second.migrate()]);
  expect(await isCatalogueEmpty(first.db)).toBe(true);
  summary = await seedCatalogue(first.db, options);
  await seedCatalogue(second.db, options);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('seedCatalogue', () => {
  it('builds a three-level category tree with products only in leaves', async () => {
    const rows = await first.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const byId = new Map(rows.map((c) => [c.id, c]));
    const depth = (id: number | null): number =>
      id === null ? 0 : 1 + depth(byId.get(id)?.parentId ?? null);
    for (const c of rows) {
      const level = depth(c.id);
      expect(level).toBeGreaterThanOrEqual(1);
      expect(level).toBeLessThanOrEqual(3);
      expect(c.type).toBe(level === 3 ? 'leaf' : 'branch');
      expect(c.logo).toMatch(/^\/files\/seed\/.+\.png$/);
    }
    expect(new Set(rows.map((c) => depth(c.id)))).toEqual(new Set([1, 2, 3]));
    const leafIds = new Set(rows.filter((c) => c.type === 'leaf').map((c) => c.id));
    const productRows = await first.db.select({ categoryId: products.categoryId }).from(products);
    expect(productRows).toHaveLength(200);
    expect(productRows.every((p) => leafIds.has(p.categoryId))).toBe(true);
    expect(await isCatalogueEmpty(first.db)).toBe(false);
  });

  it('has sixty brands with slugs, logos and some long descriptions', async () => {
    const rows = await first.db.select().from(brands);
    expect(rows).toHaveLength(60);
    for (const b of rows) {
      expect(b.slug).toBe(slugify(b.name));
      expect(b.logo).toMatch(/^\/files\/seed\/v1\/brands\/[a-z-]+\.png$/);
    }
    expect(rows.filter((b) => (b.description ?? '').length > 400).length).toBeGreaterThanOrEqual(5);
    expect(summary.brands).toBe(60);
    expect(summary.products).toBe(200);
  });

  it('prices products in whole 10,000-rial steps with real discounts and sales', async () => {
    const rows = await first.db.select().from(products);
    for (const p of rows) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.price % 10_000).toBe(0);
      if (p.priceByDiscount !== null) {
        expect(p.priceByDiscount % 10_000).toBe(0);
        expect(p.priceByDiscount).toBeGreaterThan(0);
        expect(p.priceByDiscount).toBeLessThan(p.price);
      }
      if (p.specialSalePrice !== null) {
        expect(p.specialSalePrice).toBeLessThan(p.priceByDiscount ?? p.price);
        const ends = p.specialSaleEndsAt?.getTime() ?? 0;
        expect(ends).toBeGreaterThanOrEqual(now.getTime() + 6 * HOUR);
        expect(ends).toBeLessThanOrEqual(now.getTime() + 5 * 24 * HOUR);
      }
      expect(p.gallery.length).toBeGreaterThanOrEqual(2);
      expect(p.gallery.length).toBeLessThanOrEqual(4);
      expect(p.image).toBe(p.gallery[0]);
      expect(p.maxCount).toBeGreaterThanOrEqual(1);
      expect(p.maxCount).toBeLessThanOrEqual(20);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (p.comingSoon) expect(p.inventory).toBe(0);
    }
    expect(rows.some((p) => p.priceByDiscount !== null)).toBe(true);
    expect(rows.filter((p) => p.inventory === 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((p) => p.comingSoon)).toBe(true);
    const endingToday = rows.filter(
      (p) => p.specialSaleEndsAt && p.specialSaleEndsAt.getTime() <= now.getTime() + 24 * HOUR,
    );
    expect(endingToday.length).toBeGreaterThanOrEqual(2);
  });

  it('stores slug and search text derived from the names', async () => {
    const rows = await first.db
      .select({
        name: products.name,
        slug: products.slug,
        searchText: products.searchText,
        brand: brands.name,
        category: categories.name,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    for (const row of rows) {
      expect(row.slug).toBe(slugify(row.name));
      expect(row.searchText).toBe(normalizeSearchText(`${row.name} ${row.brand} ${row.category}`));
      expect(row.name).toContain(row.brand);
    }
  });

  it('draws fresh produce as the item named, sharing pictures only per (look, brand)', async () => {
    const leafByName = new Map(leavesOf(catalogueTree).map(({ leaf }) => [leaf.name, leaf]));
    const rows = await first.db
      .select({ name: products.name, image: products.image, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId));
    let drawn = 0;
    for (const row of rows) {
      const leaf = leafByName.get(row.category);
      const item = leaf?.items.find((i) => row.name.startsWith(`${i} `));
      const look = leaf && item ? lookOf(leaf.kind, item) : null;
      if (!leaf || !look) continue;
      expect(row.image, row.name).toMatch(new RegExp(`/products/${leaf.kind}-${look}-[a-z-]+-[a-z]+\\.png$`));
      drawn++;
    }
    expect(drawn).toBeGreaterThanOrEqual(5);
  });

  it('gives the same catalogue for the same options', async () => {
    const names = (h: DatabaseHandle) =>
      h.db.select({ name: products.name, price: products.price }).from(products).orderBy(asc(products.id));
    const [a, b] = await Promise.all([names(first), names(second)]);
    expect(a).toEqual(b);
    expect(new Set(a.map((p) => p.name)).size).toBe(a.length);
  });

  it('fills bundles, shelves and every home row model', async () => {
    const bundleRows = await first.db.select().from(bundles);
    expect(bundleRows).toHaveLength(10);
    expect(bundleRows.some((b) => b.inventory === 0)).toBe(true);
    expect(bundleRows.some((b) => b.expiredAt !== null && b.expiredAt > now)).toBe(true);
    for (const b of bundleRows) {
      expect(b.startedAt.getTime()).toBeLessThan(now.getTime());
      expect(b.discountPercent).toBeGreaterThanOrEqual(5);
      expect(b.discountPercent).toBeLessThanOrEqual(20);
      const items = await first.db.select().from(bundleItems).where(eq(bundleItems.bundleId, b.id));
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.length).toBeLessThanOrEqual(6);
    }

    const branches = await first.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.type, 'branch'));
    const shelfRows = await first.db.select({ categoryId: shelves.categoryId }).from(shelves);
    for (const { id } of branches) {
      const count = shelfRows.filter((s) => s.categoryId === id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }

    expect((await first.db.select().from(sliders)).length).toBeGreaterThanOrEqual(5);
    expect((await first.db.select().from(banners)).length).toBeGreaterThanOrEqual(4);
    expect((await first.db.select().from(customShelves)).length).toBeGreaterThanOrEqual(3);
    for (const link of [
      ...(await first.db.select().from(sliders)),
      ...(await first.db.select().from(banners)),
    ].map((r) => r.link)) {
      expect(link).toMatch(/^\/(search|bundles|brands)/);
    }

    const rows = await first.db.select().from(homeRows).orderBy(asc(homeRows.position));
    const models = new Set(rows.map((r) => r.model));
    for (const model of HomeRowModelSchema.options) {
      expect(models).toContain(model);
    }
    expect(rows[0]?.model).toBe('slider');
    expect(rows.filter((r) => r.model === 'shelf_category').every((r) => r.ids.length === 1)).toBe(true);
    expect(rows.filter((r) => r.model === 'shelf_category').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.model === 'custom_shelf').length).toBeGreaterThanOrEqual(2);
    const category = rows.find((r) => r.model === 'category');
    expect(category?.ids.length).toBeGreaterThanOrEqual(8);
    expect(category?.ids.length).toBeLessThanOrEqual(12);
  });

  it('clears everything it seeded', async () => {
    await clearCatalogue(second.db);
    expect(await isCatalogueEmpty(second.db)).toBe(true);
    expect(await second.db.select().from(categories)).toHaveLength(0);
    expect(await second.db.select().from(homeRows)).toHaveLength(0);
  });
});
