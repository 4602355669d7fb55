import { describe, expect, it } from 'vitest';
import { categoryPath, childCategories } from './category-path.ts';

const rows = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: 99 }, // its parent is inactive (not among the rows)
  { id: 6, parentId: 7 },
  { id: 7, parentId: 6 }, // a cycle
];

describe('categoryPath: the breadcrumb from the top category down', () => {
  it.each([
    { id: 3, path: [1, 2, 3], rule: 'a leaf lists its ancestors, top first' },
    { id: 1, path: [1], rule: 'a top category is its own path' },
    { id: 42, path: null, rule: 'an unknown id has no path' },
    { id: 5, path: null, rule: 'a missing ancestor hides the category' },
    { id: 6, path: null, rule: 'a cycle is bad data, not a path' },
  ])('$rule', ({ id, path }) => {
    expect(categoryPath(rows, id)?.map((row) => row.id) ?? null).toEqual(path);
  });
});

describe('childCategories', () => {
  it.each([
    { id: 2, children: [3, 4] },
    { id: 3, children: [] },
  ])('children of $id', ({ id, children }) => {
    expect(childCategories(rows, id).map((row) => row.id)).toEqual(children);
  });
});
