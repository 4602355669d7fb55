import { drinksAndSnacksCategories } from './catalogue-drinks-snacks.ts';
import { freshCategories } from './catalogue-fresh.ts';
import { householdCategories } from './catalogue-household.ts';
import { pantryCategories } from './catalogue-pantry.ts';
import type { LeafDef, MidDef, TopDef } from './define.ts';

/** The three-level tree in menu order: everyday food first, then the household aisles. */
export const catalogueTree: readonly TopDef[] = [
  ...freshCategories,
  ...pantryCategories,
  ...drinksAndSnacksCategories,
  ...householdCategories,
];

/** A leaf with its ancestors, which product names, features and descriptions draw on. */
export type LeafInTree = { top: TopDef; mid: MidDef; leaf: LeafDef };

export function leavesOf(tree: readonly TopDef[]): LeafInTree[] {
  return tree.flatMap((top) => top.mids.flatMap((mid) => mid.leaves.map((leaf) => ({ top, mid, leaf }))));
}
