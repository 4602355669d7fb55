import type { ProductFeature } from '../modules/catalogue/public/tables.ts';
import type { LeafInTree } from './data/categories.ts';
import { persianNumber, type SizeDef } from './data/define.ts';
import type { Random } from './random.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { joinNameParts } from '@shop/domain/catalogue/product-name';

/** What one product is made of, before it gets prices and stock. */
export type ProductRecipe = {
  item: string;
  variant: string;
  size: SizeDef;
  brandName: string;
  /** 0 for the first use of this combination; later uses get a model number so names stay distinct. */
  repeat: number;
};

/**
 * "شیر کم‌چرب ۱ لیتری میهن", the way Iranian shops name products: type, variant, size, brand; «شماره ۳، ۴۰۰ گرمی»
 * where two numbers meet (joinNameParts). A catalogue larger than the combinations (the benchmarks'
 * 100,000 products) names each later use by a model of its own, «مدل نارسان».
 */
export function productName(r: ProductRecipe): string {
  const base = joinNameParts([r.item, r.variant, r.size.label, r.brandName]);
  return r.repeat === 0 ? base : `${base} مدل ${modelName(r)}`;
}

/** Syllables of made-up model names: 27 of them, three to a name, 19,683 names. */
// prettier-ignore
const modelSyllables = [
  'با', 'ران', 'سا', 'مان', 'گل', 'نو', 'را', 'مه', 'تا', 'بان', 'دی', 'ار', 'کا', 'وه',
  'نی', 'سو', 'زا', 'لی', 'شا', 'پر', 'رو', 'ما', 'هو', 'یا', 'نا', 'فر', 'دا',
];
const modelNames = modelSyllables.length ** 3;

/**
 * A model name for a later use of a combination: a word of three syllables, different for each use of
 * the same combination (so names stay distinct), starting where a hash of the combination puts it.
 * Numbered models («مدل ۲») gave a catalogue of 100,000 products the 700 words of the demo's 1,500;
 * a real one of that size has tens of thousands, and the search box's costs grow with them (issue 22).
 */
function modelName(r: ProductRecipe): string {
  let hash = 2166136261;
  for (const char of `${r.item}|${r.variant}|${r.size.label}|${r.brandName}`) {
    hash = Math.imul(hash ^ (char.codePointAt(0) as number), 16777619);
  }
  let number = ((hash >>> 0) + r.repeat) % modelNames;
  let name = '';
  for (let syllable = 0; syllable < 3; syllable += 1) {
    name += modelSyllables[number % modelSyllables.length] as string;
    number = Math.floor(number / modelSyllables.length);
  }
  return name;
}

function amountFeature(size: SizeDef): ProductFeature {
  // A pack's amount is its number of items: "۶ عدد", not "۶ بسته".
  const value = `${persianNumber(size.volume)} ${size.unit === 'بسته' ? 'عدد' : size.unit}`;
  switch (size.unit) {
    case 'گرم':
    case 'کیلوگرم':
      return { name: 'وزن', values: [value] };
    case 'میلی‌لیتر':
    case 'لیتر':
      return { name: 'حجم', values: [value] };
    case 'متر':
      return { name: 'طول', values: [value] };
    case 'برگ':
      return { name: 'تعداد برگ', values: [value] };
    default:
      return { name: 'تعداد در بسته', values: [value] };
  }
}

export function productFeatures(random: Random, place: LeafInTree, size: SizeDef): ProductFeature[] {
  const { leaf } = place;
  const features: ProductFeature[] = [
    amountFeature(size),
    { name: 'نوع بسته‌بندی', values: [leaf.packaging] },
    { name: 'کشور سازنده', values: [random.pick(leaf.origins ?? ['ایران'])] },
  ];
  if (leaf.shelfLife) features.push({ name: 'ماندگاری', values: [random.pick(leaf.shelfLife)] });
  for (const feature of leaf.features ?? []) {
    // Most features have one value; a few products list two (e.g. "مناسب برای"), as real listings do.
    const count = feature.values.length > 2 && random.chance(0.3) ? 2 : 1;
    features.push({ name: feature.name, values: random.sample(feature.values, count) });
  }
  return features;
}

export function productExcerpt(place: LeafInTree, r: ProductRecipe): string {
  return `${r.item} ${r.brandName}، ${place.mid.blurb}`;
}

/** The long description: sanitised-looking HTML of the kind the back office editor produces. */
export function productNote(
  place: LeafInTree,
  name: string,
  brandName: string,
  features: readonly ProductFeature[],
): string {
  const rows = features
    .map((f) => `<li><strong>${escapeHtml(f.name)}:</strong> ${escapeHtml(f.values.join('، '))}</li>`)
    .join('');
  return (
    `<p>${escapeHtml(name)} از محصولات برند ${escapeHtml(brandName)} است. ${escapeHtml(place.mid.blurb)}</p>` +
    `<ul>${rows}</ul>` +
    `<p>${escapeHtml(place.top.care)}</p>`
  );
}
