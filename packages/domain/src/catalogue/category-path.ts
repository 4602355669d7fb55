import type { CategoryRow } from './category-tree.ts';

/**
 * The categories from the top of the tree down to `id`, both ends included; null when `id` is not
 * among the rows or an ancestor is missing (an inactive parent hides its whole branch, as in the menu).
 */
export function categoryPath<T extends Pick<CategoryRow, 'id' | 'parentId'>>(
  rows: readonly T[],
  id: number,
): T[] | null {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path: T[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current) {
    if (seen.has(current.id)) return null; // a cycle is bad data, not a path
    seen.add(current.id);
    path.push(current);
    if (current.parentId === null) return path.reverse();
    current = byId.get(current.parentId);
  }
  return null;
}

/** The direct children of `id`, in the rows' (display) order. */
export function childCategories<T extends Pick<CategoryRow, 'parentId'>>(
  rows: readonly T[],
  id: number,
): T[] {
  return rows.filter((row) => row.parentId === id);
}
