import type { TopDef } from './define.ts';
import { dairy } from './catalogue/dairy.ts';
import { protein } from './catalogue/protein.ts';
import { produce } from './catalogue/produce.ts';
import { bakery } from './catalogue/bakery.ts';

// Fresh food: dairy, protein, fruit and vegetables, bread. Prices are Tehran shelf prices in rials.

export const freshCategories: readonly TopDef[] = [dairy, protein, produce, bakery];
