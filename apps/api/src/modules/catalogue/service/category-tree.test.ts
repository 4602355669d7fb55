import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryRow } from '@shop/domain/catalogue/category-tree';
import type { CatalogueContext } from './context.ts';
import { writtenCategoryTree } from './category-tree.ts';

// The menu's tree and its JSON are kept per list of category rows: while the small tables' cache
// gives the same list they are not built again, and a new list (a category changed) gives its own.

function row(id: number, parentId: number | null, name: string): CategoryRow {
  return { id, parentId, name, slug: `c-${id}`, logo: null, type: parentId === null ? 'branch' : 'leaf' };
}

describe('the category tree as the menu asks for it', () => {
  it('is built once per list of rows, and again when the rows change', async () => {
    let rows: CategoryRow[] = [row(1, null, 'لبنیات'), row(2, 1, 'شیر')];
    const ctx = { categoryRows: async () => rows } as unknown as CatalogueContext;

    const first = await writtenCategoryTree(ctx);
    expect(first.tree).toEqual(buildCategoryTree(rows));
    expect(JSON.parse(first.json)).toEqual(first.tree);
    expect(await writtenCategoryTree(ctx)).toBe(first);

    rows = [row(1, null, 'لبنیات'), row(2, 1, 'شیر'), row(3, 1, 'ماست')];
    const changed = await writtenCategoryTree(ctx);
    expect(changed).not.toBe(first);
    expect(JSON.parse(changed.json)).toEqual(buildCategoryTree(rows));
    expect(changed.json).toContain('ماست');
  });
});
