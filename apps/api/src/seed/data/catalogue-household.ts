import type { TopDef } from './define.ts';
import { cleaning } from './catalogue/cleaning.ts';
import { personal } from './catalogue/personal.ts';
import { baby } from './catalogue/baby.ts';
import { home } from './catalogue/home.ts';

// Household goods: cleaning, personal care, baby, home and kitchen. Prices in rials.

export const householdCategories: readonly TopDef[] = [cleaning, personal, baby, home];
