import type { CategoryNode, CategoryType } from './schemas.ts';

export type CategoryRow = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  logo: string | null;
  type: CategoryType;
};

/** Builds the nested menu from flat rows already in display order; orphans are dropped. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      slug: row.slug,
      logo: row.logo,
      type: row.type,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  return roots;
}

/** The ids of a category and every category below it. */
export function descendantIds(rows: readonly CategoryRow[], rootId: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row.id);
    childrenOf.set(row.parentId, list);
  }
  const result: number[] = [];
  const stack = [rootId];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(id);
    stack.push(...(childrenOf.get(id) ?? []));
  }
  return result;
}
