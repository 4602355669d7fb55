import type { TopDef } from './define.ts';
import { staples } from './catalogue/staples.ts';
import { grocery } from './catalogue/grocery.ts';
import { breakfast } from './catalogue/breakfast.ts';

// The pantry: staples, groceries and breakfast. Prices are Tehran shelf prices in rials.

export const pantryCategories: readonly TopDef[] = [staples, grocery, breakfast];
