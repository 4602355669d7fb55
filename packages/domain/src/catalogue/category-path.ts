import type { CategoryRow } from './category-tree.ts';

/**
 * The categories from the top of the tree down to `id`, both ends included; null when `id` is not
 * among the rows or an ancestor is missing (an inactive parent hides its whole branch, as in the menu).
 */
export function categoryPath<T extends Pick<CategoryRow, 'id' | 'parentId'>>(
  rows: readonly T[],
  id: number,
): T[] | null {
  const byId = indexOf(rows);
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

// The rows come from a cache that hands out the same array for seconds at a time, while every
// product page asks for a path: index each array once instead of on every call (3% of a product
// page's CPU at 100,000 products, bench/RESULTS.md).
const indexes = new WeakMap<readonly object[], Map<number, unknown>>();

function indexOf<T extends Pick<CategoryRow, 'id'>>(rows: readonly T[]): Map<number, T> {
  let index = indexes.get(rows) as Map<number, T> | undefined;
  if (!index) {
    index = new Map(rows.map((row) => [row.id, row]));
    indexes.set(rows, index);
  }
  return index;
}

/** The direct children of `id`, in the rows' (display) order. */
export function childCategories<T extends Pick<CategoryRow, 'parentId'>>(
  rows: readonly T[],
  id: number,
): T[] {
  return rows.filter((row) => row.parentId === id);
}
