import { descendantIds } from '@shop/domain/catalogue/category-tree';
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

/** A category and everything below it; nothing for a category that does not exist (or is inactive). */
async function categorySubtree(ctx: CatalogueContext, id: number): Promise<number[]> {
  const rows = await ctx.categoryRows();
  return rows.some((row) => row.id === id) ? descendantIds(rows, id) : [];
}
