import { priceBundle } from '@shop/domain/catalogue/bundle-pricing';
import { buildCategoryTree, descendantIds } from '@shop/domain/catalogue/category-tree';
import { priceProduct } from '@shop/domain/catalogue/pricing';
import type {
  Brand,
  BundleCard,
  CategoryCard,
  CategoryNode,
  ProductCard,
} from '@shop/domain/catalogue/schemas';
import { remember, type Cache } from '../../adapters/cache/port.ts';
import type { Db } from '../../db/client.ts';
import {
  listBrandRows,
  listBundleRows,
  listCategoryRows,
  listProductCardRowsByIds,
  listProductCardRowsInCategories,
  listSpecialSaleCardRows,
  type ProductCardRow,
} from './queries.ts';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** Categories change rarely and every page's menu needs them: keep them a minute. */
const categoriesTtlSeconds = 60;

export function createCatalogueService(deps: { db: Db; cache: Cache; now: () => Date }) {
  const { db, cache, now } = deps;
  const categoryRows = () =>
    remember(cache, 'catalogue:category-rows', categoriesTtlSeconds, () => listCategoryRows(db));

  function toProductCard(row: ProductCardRow): ProductCard {
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      image: row.image,
      brand: { id: row.brandId, name: row.brandName, slug: row.brandSlug },
      category_id: row.categoryId,
      ...priceProduct(row, now()),
      available: row.inventory > 0,
      comming_soon: row.comingSoon,
      volume: row.volume,
      unit: row.unit ? { name: row.unit } : null,
      color: row.colorName ? { name: row.colorName, code: row.colorCode } : null,
      max_count: row.maxCount,
      inventory: row.inventory,
    };
  }

  return {
    async getCategoryTree(): Promise<CategoryNode[]> {
      return buildCategoryTree(await categoryRows());
    },

    async listCategoryCards(ids: readonly number[]): Promise<CategoryCard[]> {
      const rows = await categoryRows();
      return inOrder(ids, rows).map(({ id, name, slug, logo, type }) => ({ id, name, slug, logo, type }));
    },

    async listBrands(ids?: readonly number[]): Promise<Brand[]> {
      const rows = await listBrandRows(db, ids);
      return ids ? inOrder(ids, rows) : rows;
    },

    async listProductCards(ids: readonly number[]): Promise<ProductCard[]> {
      if (ids.length === 0) return [];
      return inOrder(ids, await listProductCardRowsByIds(db, ids)).map(toProductCard);
    },

    /** A category's shelf: products of the category and of every category below it. */
    async listCategoryShelf(categoryId: number, limit: number) {
      const rows = await categoryRows();
      const category = rows.find((row) => row.id === categoryId);
      if (!category) return null;
      const products = await listProductCardRowsInCategories(db, descendantIds(rows, categoryId), limit);
      const { id, name, slug, logo, type } = category;
      return {
        category: { id, name, slug, logo, type } satisfies CategoryCard,
        products: products.map(toProductCard),
      };
    },

    async listSpecialSale(limit: number): Promise<ProductCard[]> {
      return (await listSpecialSaleCardRows(db, now(), limit)).map(toProductCard);
    },

    async listBundleCards(ids?: readonly number[]): Promise<BundleCard[]> {
      const at = now();
      const rows = await listBundleRows(db, ids);
      const cards = rows
        .filter((row) => row.expiredAt === null || row.expiredAt > at)
        .map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          image: row.image,
          ...priceBundle(row.components, row.discountPercent),
          available:
            row.inventory > 0 &&
            row.startedAt <= at &&
            row.components.every((component) => component.available),
          started_at: epochSeconds(row.startedAt),
          expired_at: row.expiredAt ? epochSeconds(row.expiredAt) : null,
          products_count: row.components.length,
        }));
      return ids ? inOrder(ids, cards) : cards;
    },
  };
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Rows in the order of `ids` (the order staff arranged), skipping ids that no longer exist. */
function inOrder<T extends { id: number }>(ids: readonly number[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
