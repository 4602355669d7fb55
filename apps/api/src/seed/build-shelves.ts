import type { ProductDraft } from './build-products.ts';
import { customShelfDefs, type CustomShelfRule } from './data/content.ts';
import type { Random } from './random.ts';

/** A category as the content builders see it, with the leaves under it. */
export type SeedCategory = {
  id: number;
  name: string;
  slug: string;
  type: 'branch' | 'leaf';
  level: 1 | 2 | 3;
  /** The ids of the leaves at or below this category. */
  leafIds: readonly number[];
};

export type ShelfPlan = { categoryId: number; name: string; position: number; productIds: number[] };
export type CustomShelfPlan = { title: string; color: string; textColor: string; productIds: number[] };

const created = (d: ProductDraft) => d.row.createdAt?.getTime() ?? 0;
const sold = (d: ProductDraft) => d.row.soldCount ?? 0;
const available = (d: ProductDraft) => (d.row.inventory ?? 0) > 0;
const discounted = (d: ProductDraft) => d.row.priceByDiscount != null || d.row.specialSalePrice != null;

/** The top `count` by `score`, in-stock products first: a shelf of sold-out items helps nobody. */
function top(
  pool: readonly ProductDraft[],
  count: number,
  score: (d: ProductDraft) => number,
): ProductDraft[] {
  return [...pool]
    .sort((a, b) => Number(available(b)) - Number(available(a)) || score(b) - score(a) || a.id - b.id)
    .slice(0, count);
}

type ShelfKind = {
  title: (category: string) => string;
  pick: (random: Random, pool: readonly ProductDraft[], n: number) => ProductDraft[];
};

const SHELF_KINDS: readonly ShelfKind[] = [
  { title: (c) => `پرفروش‌ترین‌های ${c}`, pick: (_r, pool, n) => top(pool, n, sold) },
  { title: (c) => `جدیدترین‌های ${c}`, pick: (_r, pool, n) => top(pool, n, created) },
  {
    title: (c) => `${c} با تخفیف`,
    pick: (_r, pool, n) => top(pool.filter(discounted), n, sold),
  },
  { title: (c) => `پیشنهاد ما در ${c}`, pick: (r, pool, n) => r.sample(pool.filter(available), n) },
];

export function groupByLeaf(drafts: readonly ProductDraft[]): Map<number, ProductDraft[]> {
  const byLeaf = new Map<number, ProductDraft[]>();
  for (const draft of drafts) {
    const list = byLeaf.get(draft.leaf.id);
    if (list) list.push(draft);
    else byLeaf.set(draft.leaf.id, [draft]);
  }
  return byLeaf;
}

export function productsUnder(
  category: SeedCategory,
  byLeaf: ReadonlyMap<number, ProductDraft[]>,
): ProductDraft[] {
  return category.leafIds.flatMap((id) => byLeaf.get(id) ?? []);
}

/**
 * Two to four shelves for every branch category: best sellers always, then a random mix of the
 * others. A kind with nothing to show (no discounts in a small aisle) gives way to another, so
 * every branch keeps at least two shelves: best sellers and newest are never empty.
 */
export function buildShelves(
  random: Random,
  categories: readonly SeedCategory[],
  byLeaf: ReadonlyMap<number, ProductDraft[]>,
): ShelfPlan[] {
  const plans: ShelfPlan[] = [];
  for (const category of categories) {
    if (category.type !== 'branch') continue;
    const pool = productsUnder(category, byLeaf);
    if (pool.length === 0) continue;
    const wanted = random.int(2, 4);
    const filled = SHELF_KINDS.map((kind) => ({ kind, chosen: kind.pick(random, pool, random.int(8, 16)) }));
    const [best, ...others] = filled.filter((f) => f.chosen.length > 0);
    if (!best) continue;
    const picked = new Set([best, ...random.sample(others, wanted - 1)]);
    filled
      .filter((f) => picked.has(f))
      .forEach((f, position) => {
        plans.push({
          categoryId: category.id,
          name: f.kind.title(category.name),
          position,
          productIds: f.chosen.map((d) => d.id),
        });
      });
  }
  return plans;
}

function pickFor(
  rule: CustomShelfRule,
  drafts: readonly ProductDraft[],
  byTop: (name: string) => ProductDraft[],
): ProductDraft[] {
  switch (rule) {
    case 'best-selling':
      return top(drafts, 16, sold);
    case 'newest':
      return top(drafts, 16, created);
    case 'budget': {
      const pool = [...byTop('کالاهای اساسی'), ...byTop('خواربار')].filter(
        (d) => d.row.priceByDiscount != null,
      );
      const saving = (d: ProductDraft) =>
        (d.row.price - (d.row.priceByDiscount ?? d.row.price)) / d.row.price;
      return top(pool.length > 0 ? pool : drafts, 16, saving);
    }
    case 'baby':
      return top(byTop('کودک و نوزاد'), 16, sold);
  }
}

/** The coloured home-page shelves, each filled by its rule. */
export function buildCustomShelves(
  drafts: readonly ProductDraft[],
  categories: readonly SeedCategory[],
  byLeaf: ReadonlyMap<number, ProductDraft[]>,
): CustomShelfPlan[] {
  const byTop = (name: string) => {
    const category = categories.find((c) => c.level === 1 && c.name === name);
    return category ? productsUnder(category, byLeaf) : [];
  };
  return customShelfDefs
    .map((def) => ({
      title: def.title,
      color: def.color,
      textColor: def.textColor,
      productIds: pickFor(def.rule, drafts, byTop).map((d) => d.id),
    }))
    .filter((plan) => plan.productIds.length > 0);
}
