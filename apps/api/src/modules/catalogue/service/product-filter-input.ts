import { descendantIds, type CategoryRow } from '@shop/domain/catalogue/category-tree';
import type { CatalogueFilter } from '@shop/domain/catalogue/listing';
import type { ProductFilter } from '../queries/product-filter.ts';
import type { CatalogueContext } from './context.ts';

/** The filters of a request (text aside), as the product queries take them. */
export async function toProductFilter(
  ctx: CatalogueContext,
  input: Omit<CatalogueFilter, 'q'>,
): Promise<ProductFilter> {
  return {
    brandIds: input.brand,
    categoryIds: input.category === undefined ? undefined : await categorySubtree(ctx, input.category),
    specialSale: input.special_sale,
    inStockOnly: input.available,
    shelfId: input.shelf,
    specialShelfId: input.special_shelf,
    minPrice: input.min,
    maxPrice: input.max,
  };
}

/**
 * Each category's subtree, per list of category rows (the same list while the small tables' cache
 * keeps it): every listing of a category asked for it, walking the tree each time.
 */
const subtrees = new WeakMap<readonly CategoryRow[], Map<number, readonly number[]>>();

/** A category and everything below it; nothing for a category that does not exist (or is inactive). */
async function categorySubtree(ctx: CatalogueContext, id: number): Promise<readonly number[]> {
  const rows = await ctx.categoryRows();
  let known = subtrees.get(rows);
  if (!known) subtrees.set(rows, (known = new Map()));
  let subtree = known.get(id);
  if (!subtree) {
    // Only categories that exist are kept: any number can be asked for.
    if (!rows.some((row) => row.id === id)) return [];
    subtree = descendantIds(rows, id);
    known.set(id, subtree);
  }
  return subtree;
}
