import { buildCategoryTree, type CategoryRow } from '@shop/domain/catalogue/category-tree';
import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import type { CatalogueContext } from './context.ts';

export type WrittenCategoryTree = { tree: CategoryNode[]; json: string };

/**
 * The tree and its JSON per list of category rows (the same list while the small tables' cache keeps
 * it). Every page's menu asks for the tree: building it and writing it through its recursive schema
 * (zod's way: a lazy schema is not compiled, decision 72) made the in-process call of a page drawn
 * without the answer cache 1.0 ms, 0.83 with the tree kept (of a page's 7.5–8 ms).
 */
const written = new WeakMap<readonly CategoryRow[], WrittenCategoryTree>();

export async function writtenCategoryTree(ctx: CatalogueContext): Promise<WrittenCategoryTree> {
  const rows = await ctx.categoryRows();
  let kept = written.get(rows);
  if (!kept) {
    const tree = buildCategoryTree(rows);
    kept = { tree, json: JSON.stringify(tree) };
    written.set(rows, kept);
  }
  return kept;
}
