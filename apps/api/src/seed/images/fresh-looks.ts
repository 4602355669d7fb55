import type { ImageKind } from '../data/define.ts';
import type { ShapeDrawer } from './shape-style.ts';
import { freshItemShapes, freshShapes } from './shapes-fresh.ts';
import { fruitShapes } from './shapes-fruit.ts';
import { vegetableShapes } from './shapes-vegetables.ts';

/**
 * How one fresh item is drawn: its own shape and natural colours. The brand still tints the
 * backdrop and the sticker; it no longer decides whether a persimmon is green.
 */
export type Look = {
  /** The silhouette whose products may take this look; an item of another kind keeps its kind's. */
  kind: ImageKind;
  draw: ShapeDrawer;
  body: string;
  shade: string;
  /** Leaves, stalks, calyxes; for a few items a second natural colour (kiwi flesh, onion roots). */
  accent: string;
};

const fruit = (draw: ShapeDrawer, body: string, shade: string, accent = '#22c55e'): Look => ({
  kind: 'fruit',
  draw,
  body,
  shade,
  accent,
});
const vegetable = (draw: ShapeDrawer, body: string, shade: string, accent = '#15803d'): Look => ({
  kind: 'vegetable',
  draw,
  body,
  shade,
  accent,
});

// Only the food changes colour; the foam tray and its shading stay those of every tray.
const tray = (draw: ShapeDrawer, body: string): Look => ({
  kind: 'tray',
  draw,
  body,
  shade: '#64748b',
  accent: '#e2e8f0',
});

/** The looks by name; the name is part of the picture's file name, so it stays Latin. */
export const LOOKS = {
  'red-apple': fruit(fruitShapes.apple, '#dc2626', '#7f1d1d'),
  'yellow-apple': fruit(fruitShapes.apple, '#facc15', '#a16207'),
  orange: fruit(fruitShapes.orange, '#f97316', '#c2410c', '#15803d'),
  tangerine: fruit(fruitShapes.tangerine, '#fb923c', '#c2410c', '#15803d'),
  pomegranate: fruit(fruitShapes.pomegranate, '#b91c1c', '#7f1d1d'),
  persimmon: fruit(fruitShapes.persimmon, '#ea580c', '#9a3412', '#4d5d1a'),
  pear: fruit(fruitShapes.pear, '#d4dc4a', '#6b8e23'),
  peach: fruit(fruitShapes.peach, '#fdba74', '#ea580c'),
  banana: fruit(fruitShapes.banana, '#facc15', '#ca8a04', '#65a30d'),
  pineapple: fruit(fruitShapes.pineapple, '#f59e0b', '#b45309'),
  kiwi: fruit(fruitShapes.kiwi, '#84cc16', '#5c3d1e', '#d9f99d'),
  mango: fruit(fruitShapes.mango, '#fbbf24', '#d97706', '#65a30d'),
  coconut: fruit(fruitShapes.coconut, '#7c4a21', '#4a2c13', '#d6b58a'),
  tomato: vegetable(vegetableShapes.tomato, '#ef4444', '#b91c1c'),
  cucumber: vegetable(vegetableShapes.cucumber, '#15803d', '#14532d', '#86efac'),
  potato: vegetable(vegetableShapes.potato, '#c8955a', '#8a5a2b'),
  onion: vegetable(vegetableShapes.onion, '#d08a3a', '#8a4b14', '#e7d3a8'),
  eggplant: vegetable(vegetableShapes.eggplant, '#6b21a8', '#3b0764', '#4d7c0f'),
  pepper: vegetable(vegetableShapes.pepper, '#16a34a', '#14532d'),
  carrot: vegetable(vegetableShapes.carrot, '#f97316', '#c2410c', '#16a34a'),
  herbs: vegetable(vegetableShapes.herbs, '#16a34a', '#14532d'),
  poultry: tray(freshShapes.tray, '#f2c4a0'),
  'red-meat': tray(freshShapes.tray, '#b83a44'),
  fish: tray(freshItemShapes.fishTray, '#94a3b8'),
} as const satisfies Readonly<Record<string, Look>>;

export type LookName = keyof typeof LOOKS;

/**
 * The one place that says which item of the demo catalogue (seed/data/catalogue) looks like what.
 * The mixed herb bags are one look (they are all a bunch of greens), and so are the cuts of each meat.
 */
const ITEM_LOOKS: Readonly<Record<string, LookName>> = {
  'سیب قرمز': 'red-apple',
  'سیب زرد': 'yellow-apple',
  'پرتقال تامسون': 'orange',
  نارنگی: 'tangerine',
  انار: 'pomegranate',
  خرمالو: 'persimmon',
  گلابی: 'pear',
  هلو: 'peach',
  موز: 'banana',
  آناناس: 'pineapple',
  کیوی: 'kiwi',
  انبه: 'mango',
  نارگیل: 'coconut',
  گوجه‌فرنگی: 'tomato',
  خیار: 'cucumber',
  سیب‌زمینی: 'potato',
  'پیاز زرد': 'onion',
  بادمجان: 'eggplant',
  'فلفل دلمه‌ای': 'pepper',
  هویج: 'carrot',
  'سبزی خوردن': 'herbs',
  'سبزی قورمه': 'herbs',
  'سبزی آش': 'herbs',
  'سبزی کوکو': 'herbs',
  'سبزی پلویی': 'herbs',
  // Meat trays: before, a brand's hash chose the colour, so a chicken breast could come out dark red.
  'مرغ کامل تازه': 'poultry',
  'مرغ کامل بدون پوست': 'poultry',
  'مرغ کامل منجمد': 'poultry',
  'سینه مرغ': 'poultry',
  'ران مرغ': 'poultry',
  'بال مرغ': 'poultry',
  'فیله مرغ': 'poultry',
  'سینه مرغ بی‌استخوان': 'poultry',
  'گوشت گوسفندی ران': 'red-meat',
  'گوشت گوسفندی سردست': 'red-meat',
  'راسته گوسفندی': 'red-meat',
  'گوشت چرخ‌کرده گوسفندی': 'red-meat',
  'گوشت گوساله ران': 'red-meat',
  'فیله گوساله': 'red-meat',
  'گوشت چرخ‌کرده مخلوط': 'red-meat',
  'گوشت خورشتی گوساله': 'red-meat',
  'ماهی قزل‌آلا': 'fish',
  'ماهی سالمون': 'fish',
  'ماهی شیر': 'fish',
  'فیله ماهی حلوا': 'fish',
};

/**
 * The look of an item of a leaf drawn as `kind`, or null for the kind's generic picture: an item
 * with no look yet, or a name that happens to match (an «انار» juice is still a bottle).
 */
export function lookOf(kind: ImageKind, item: string): LookName | null {
  const name = ITEM_LOOKS[item];
  return name !== undefined && LOOKS[name].kind === kind ? name : null;
}
