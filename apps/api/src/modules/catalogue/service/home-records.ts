import { descendantIds } from '@shop/domain/catalogue/category-tree';
import type { CategoryCard, ProductCard } from '@shop/domain/catalogue/schemas';
import {
  listProductCardRowsByIds,
  listProductCardRowsInCategories,
  listSpecialSaleCardRows,
} from '../queries/home-shelves.ts';
import { findCustomShelf, listCustomShelfProductIds } from '../queries/custom-shelves.ts';
import { inOrder, type CatalogueContext } from './context.ts';
import { toCategoryCard } from './category-pages.ts';
import { toProductCard } from './product-card.ts';

// What the content module's home rows read from the catalogue.

export async function listCategoryCards(
  ctx: CatalogueContext,
  ids: readonly number[],
): Promise<CategoryCard[]> {
  return inOrder(ids, await ctx.categoryRows()).map(toCategoryCard);
}

export async function listProductCards(
  ctx: CatalogueContext,
  ids: readonly number[],
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const now = ctx.now();
  return inOrder(ids, await listProductCardRowsByIds(ctx.db, ids)).map((row) => toProductCard(row, now));
}

/** A category's shelf: products of the category and of every category below it. */
export async function listCategoryShelf(ctx: CatalogueContext, categoryId: number, limit: number) {
  const rows = await ctx.categoryRows();
  const category = rows.find((row) => row.id === categoryId);
  if (!category) return null;
  const now = ctx.now();
  const products = await listProductCardRowsInCategories(ctx.db, descendantIds(rows, categoryId), limit);
  return { category: toCategoryCard(category), products: products.map((row) => toProductCard(row, now)) };
}

export async function listSpecialSale(ctx: CatalogueContext, limit: number): Promise<ProductCard[]> {
  const now = ctx.now();
  return (await listSpecialSaleCardRows(ctx.db, now, limit)).map((row) => toProductCard(row, now));
}

/** A coloured shelf of hand-picked products, in the shop's order; null when it is off or unknown. */
export async function listCustomShelf(ctx: CatalogueContext, shelfId: number, limit: number) {
  const shelf = await findCustomShelf(ctx.db, shelfId);
  if (!shelf) return null;
  const products = await listProductCards(ctx, await listCustomShelfProductIds(ctx.db, shelfId, limit));
  return { shelf, products };
}
