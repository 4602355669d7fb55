import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { normalizeSearchText } from '@shop/domain/search-text';
import { slugify } from '@shop/domain/slug';
import type { products } from '../modules/catalogue/public/tables.ts';
import type { BrandDef } from './data/brands.ts';
import type { LeafInTree } from './data/categories.ts';
import { HOUSEHOLD_COLOURS, type BrandGroup } from './data/define.ts';
import { lookOf, type LookName } from './images/fresh-looks.ts';
import { PRODUCT_VARIANTS, productImageKey } from './images/product-image.ts';
import { applySpecialSales, priceFor, stockFor } from './product-commerce.ts';
import {
  productExcerpt,
  productFeatures,
  productName,
  productNote,
  type ProductRecipe,
} from './product-text.ts';
import type { Random } from './random.ts';

export type SeedLeaf = LeafInTree & { id: number; index: number };
export type SeedBrand = BrandDef & { id: number; index: number };
export type ProductRow = typeof products.$inferInsert;

export type ProductDraft = {
  row: ProductRow;
  leaf: SeedLeaf;
  brand: SeedBrand;
  /** How a fresh item is drawn (an onion, a persimmon); null draws the leaf's silhouette. */
  look: LookName | null;
  /** Set once the row is inserted. */
  id: number;
};

const DAY_MS = 86_400_000;

/**
 * Splits `count` products over the leaves by weight: every leaf gets at least one when there are
 * enough products (so every listing page has something), the rest go by largest share.
 */
export function allocate(count: number, weights: readonly number[]): number[] {
  const floor = count >= weights.length ? 1 : 0;
  const rest = count - floor * weights.length;
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (rest * w) / total);
  const shares = exact.map((e) => floor + Math.floor(e));
  let left = count - shares.reduce((a, b) => a + b, 0);
  const byFraction = exact
    .map((e, i) => ({ i, f: e - Math.floor(e) }))
    .sort((a, b) => b.f - a.f || a.i - b.i);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

type Combo = { item: string; variant: string; sizeIndex: number; brand: SeedBrand };

function combosOf(leaf: SeedLeaf, brands: readonly SeedBrand[]): Combo[] {
  const combos: Combo[] = [];
  for (const item of leaf.leaf.items)
    for (const variant of leaf.leaf.variants ?? [''])
      for (let sizeIndex = 0; sizeIndex < leaf.leaf.sizes.length; sizeIndex++)
        for (const brand of brands) combos.push({ item, variant, sizeIndex, brand });
  return combos;
}

export type BuildProductsInput = {
  count: number;
  now: Date;
  leaves: readonly SeedLeaf[];
  brands: readonly SeedBrand[];
  /** Turns a file key into the URL stored in image columns. */
  urlOf: (key: string) => string;
};

/** Every product of the catalogue, ordered by creation time so ids grow with age as in a live shop. */
export function buildProducts(random: Random, input: BuildProductsInput): ProductDraft[] {
  const brandsByGroup = new Map<BrandGroup, SeedBrand[]>();
  for (const brand of input.brands) {
    for (const group of brand.groups) brandsByGroup.set(group, [...(brandsByGroup.get(group) ?? []), brand]);
  }
  const shares = allocate(
    input.count,
    input.leaves.map((l) => l.leaf.weight ?? 1),
  );
  const drafts: ProductDraft[] = [];
  input.leaves.forEach((leaf, leafIndex) => {
    const share = shares[leafIndex] ?? 0;
    if (share === 0) return;
    const brands = brandsByGroup.get(leaf.leaf.brands) ?? [];
    if (brands.length === 0) throw new Error(`no brand makes ${leaf.leaf.name}`);
    const combos = random.shuffle(combosOf(leaf, brands));
    for (let k = 0; k < share; k++) {
      const combo = combos[k % combos.length] as Combo;
      const size = leaf.leaf.sizes[combo.sizeIndex] ?? leaf.leaf.sizes[0];
      if (!size) throw new Error(`${leaf.leaf.name} has no sizes`);
      const recipe: ProductRecipe = {
        item: combo.item,
        variant: combo.variant,
        size,
        brandName: combo.brand.name,
        repeat: Math.floor(k / combos.length),
      };
      const look = lookOf(leaf.leaf.kind, combo.item);
      drafts.push({
        row: productRow(random, input, leaf, combo.brand, recipe, look),
        leaf,
        brand: combo.brand,
        look,
        id: 0,
      });
    }
  });
  applySpecialSales(random, drafts, input.now);
  return drafts.sort((a, b) => (a.row.createdAt?.getTime() ?? 0) - (b.row.createdAt?.getTime() ?? 0));
}

function productRow(
  random: Random,
  input: BuildProductsInput,
  leaf: SeedLeaf,
  brand: SeedBrand,
  recipe: ProductRecipe,
  look: LookName | null,
): ProductRow {
  const name = productName(recipe);
  const features = productFeatures(random, leaf, recipe.size);
  const colours = leaf.leaf.colours === true ? HOUSEHOLD_COLOURS : leaf.leaf.colours;
  const colour = colours ? random.pick(colours) : null;
  const galleryLength = random.int(2, PRODUCT_VARIANTS.length);
  const gallery = PRODUCT_VARIANTS.slice(0, galleryLength).map((v) =>
    input.urlOf(productImageKey(leaf.leaf.kind, brand.key, v, look)),
  );
  const pricing = priceFor(random, recipe.size, brand.index);
  const stock = stockFor(random);
  // Seconds precision: the API serialises timestamps to seconds, so tests can compare exactly.
  const createdAt = new Date(Math.floor((input.now.getTime() - random.next() * 365 * DAY_MS) / 1000) * 1000);
  return {
    name,
    slug: slugify(name),
    brandId: brand.id,
    categoryId: leaf.id,
    excerpt: productExcerpt(leaf, recipe),
    note: sanitizeRichText(productNote(leaf, name, brand.name, features)),
    image: gallery[0] ?? input.urlOf(productImageKey(leaf.leaf.kind, brand.key, 'front', look)),
    gallery,
    ...pricing,
    specialSalePrice: null,
    specialSaleEndsAt: null,
    volume: recipe.size.volume,
    unit: recipe.size.unit,
    colorName: colour?.name ?? null,
    colorCode: colour?.code ?? null,
    features,
    ...stock,
    wholesale: random.chance(0.1),
    isActive: true,
    // Cubing a uniform number gives a long tail: a few best sellers, many slow movers.
    soldCount: Math.floor(random.next() ** 3 * 5000),
    searchText: normalizeSearchText(`${name} ${brand.name} ${leaf.leaf.name}`),
    createdAt,
  };
}
