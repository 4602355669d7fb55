import { categoryPath, childCategories } from '@shop/domain/catalogue/category-path';
import type { CategoryRow } from '@shop/domain/catalogue/category-tree';
import type {
  BreadcrumbItem,
  CategoryCard,
  CategoryDetail,
  CategoryShelves,
  ProductCard,
  ShelfRef,
} from '@shop/domain/catalogue/schemas';
import { DomainError } from '@shop/domain/errors';
import { listAllShelfRows, listShelfProductRows, listShelfRows } from '../queries/shelves.ts';
import type { CatalogueContext } from './context.ts';
import { toProductCard } from './product-card.ts';

const shelfSize = 12;

export function toCategoryCard({ id, name, slug, logo, type }: CategoryRow): CategoryCard {
  return { id, name, slug, logo, type };
}

export function breadcrumbOf(path: readonly CategoryRow[]): BreadcrumbItem[] {
  return path.map(({ id, name, slug, type }) => ({ id, name, slug, type }));
}

/** An active category with its path from the top; CATEGORY_NOT_FOUND otherwise. */
async function getCategoryPlace(ctx: CatalogueContext, id: number) {
  const rows = await ctx.categoryRows();
  const path = categoryPath(rows, id);
  const category = path?.at(-1);
  if (!path || !category) throw new DomainError('CATEGORY_NOT_FOUND');
  return { category, path, children: childCategories(rows, id) };
}

export async function getCategoryDetail(ctx: CatalogueContext, id: number): Promise<CategoryDetail> {
  const { category, path, children } = await getCategoryPlace(ctx, id);
  return {
    ...toCategoryCard(category),
    breadcrumb: breadcrumbOf(path),
    sub_categories: children.map(toCategoryCard),
  };
}

export async function getBreadcrumb(ctx: CatalogueContext, id: number): Promise<BreadcrumbItem[]> {
  return breadcrumbOf((await getCategoryPlace(ctx, id)).path);
}

/** Throws CATEGORY_NOT_FOUND unless the category is active: its listing and filters need it. */
export async function requireCategory(ctx: CatalogueContext, id: number): Promise<void> {
  await getCategoryPlace(ctx, id);
}

/** Every shelf of an active category: what a `shelf` filter's id names. */
export async function listShelves(ctx: CatalogueContext): Promise<ShelfRef[]> {
  const [rows, shelves] = await Promise.all([ctx.categoryRows(), listAllShelfRows(ctx.db)]);
  const active = new Set(rows.map((row) => row.id));
  return shelves.filter((shelf) => active.has(shelf.category_id));
}

/** A branch category's page: its shelves, each with up to 12 cards (two queries, in parallel). */
export async function getCategoryShelves(ctx: CatalogueContext, id: number): Promise<CategoryShelves> {
  const { category, path, children } = await getCategoryPlace(ctx, id);
  const now = ctx.now();
  const [shelves, productRows] = await Promise.all([
    listShelfRows(ctx.db, id),
    listShelfProductRows(ctx.db, id, shelfSize),
  ]);
  const cardsByShelf = new Map<number, ProductCard[]>();
  for (const { shelfId, ...row } of productRows) {
    const cards = cardsByShelf.get(shelfId) ?? [];
    cards.push(toProductCard(row, now));
    cardsByShelf.set(shelfId, cards);
  }
  return {
    category: toCategoryCard(category),
    breadcrumb: breadcrumbOf(path),
    sub_categories: children.map(toCategoryCard),
    shelves: shelves.map((shelf) => ({ ...shelf, products: cardsByShelf.get(shelf.id) ?? [] })),
  };
}
