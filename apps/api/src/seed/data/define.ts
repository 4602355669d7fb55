import { toPersianDigits } from '@shop/domain/persian-digits';

/** The silhouette a product image (and a category pictogram) is drawn as. */
export type ImageKind =
  | 'bottle'
  | 'carton'
  | 'jar'
  | 'sack'
  | 'box'
  | 'can'
  | 'tube'
  | 'pouch'
  | 'loaf'
  | 'fruit'
  | 'vegetable'
  | 'roll'
  | 'cup'
  | 'tray'
  | 'eggs'
  | 'spray'
  | 'bar'
  | 'bulb';

/** Which brands may make a leaf's products; a brand belongs to one or more groups. */
export type BrandGroup =
  | 'dairy'
  | 'rice'
  | 'grains'
  | 'pasta'
  | 'oil'
  | 'pantry'
  | 'spices'
  | 'nuts'
  | 'drinks'
  | 'tea'
  | 'snacks'
  | 'sweets'
  | 'protein'
  | 'produce'
  | 'bakery'
  | 'breakfast'
  | 'laundry'
  | 'cleaning'
  | 'personal'
  | 'paper'
  | 'baby'
  | 'home';

export type Unit = 'گرم' | 'کیلوگرم' | 'میلی‌لیتر' | 'لیتر' | 'عدد' | 'بسته' | 'متر' | 'برگ' | 'رول' | 'جفت';

export type SizeDef = {
  volume: number;
  unit: Unit;
  /** How the size reads inside a product name, e.g. "۹۰۰ گرمی". */
  label: string;
  /** The shelf price range in rials for this size (before the brand's premium). */
  minPrice: number;
  maxPrice: number;
};

export type FeatureDef = { name: string; values: readonly string[] };
export type ColourDef = { name: string; code: string | null };

export type LeafDef = {
  name: string;
  kind: ImageKind;
  brands: BrandGroup;
  /** Product types; the name is `${item} ${variant} ${size} ${brand}`. */
  items: readonly string[];
  variants?: readonly string[];
  sizes: readonly SizeDef[];
  /** The value of the "نوع بسته‌بندی" feature. */
  packaging: string;
  /** Food only: picked for the "ماندگاری" feature. */
  shelfLife?: readonly string[];
  /** Countries of manufacture; Iran when omitted. */
  origins?: readonly string[];
  features?: readonly FeatureDef[];
  /** Household goods come in colours; `true` means the general palette. */
  colours?: true | readonly ColourDef[];
  /** The leaf's share of the products, relative to 1. */
  weight?: number;
};

export type MidDef = { name: string; icon: ImageKind; blurb: string; leaves: readonly LeafDef[] };

export type TopDef = {
  name: string;
  icon: ImageKind;
  /** The category's theme colour: pictogram circle, slider and banner backgrounds. */
  colour: string;
  /** Storage or usage advice closing every product description in this category. */
  care: string;
  mids: readonly MidDef[];
};

/** Persian digits with the Persian decimal separator, e.g. 1.5 → "۱٫۵". */
export function persianNumber(value: number): string {
  return toPersianDigits(String(value)).replace('.', '٫');
}

/**
 * A size with its name label: "۹۰۰ گرمی", "۱٫۵ لیتری", "۶ عددی"; packs read "بسته ۶ عددی", as
 * Iranian shops write them. An empty label leaves the size out of the name (e.g. a single lamp).
 */
export function size(
  volume: number,
  unit: Unit,
  minPrice: number,
  maxPrice: number,
  label?: string,
): SizeDef {
  const number = persianNumber(volume);
  const auto = unit === 'بسته' ? `بسته ${number} عددی` : `${number} ${unit}ی`;
  return { volume, unit, label: label ?? auto, minPrice, maxPrice };
}

/** The general palette for household goods; "بدون رنگ" is hidden by the UI. */
export const HOUSEHOLD_COLOURS: readonly ColourDef[] = [
  { name: 'سفید', code: '#ffffff' },
  { name: 'مشکی', code: '#1f2937' },
  { name: 'قرمز', code: '#dc2626' },
  { name: 'آبی', code: '#2563eb' },
  { name: 'سبز', code: '#16a34a' },
  { name: 'زرد', code: '#facc15' },
  { name: 'صورتی', code: '#ec4899' },
  { name: 'بنفش', code: '#7c3aed' },
  { name: 'طوسی', code: '#9ca3af' },
  { name: 'بدون رنگ', code: null },
  { name: 'بدون رنگ', code: null },
];
