import { slugify } from '@shop/domain/slug';
import type { bundles } from '../modules/catalogue/public/tables.ts';
import type { ProductDraft } from './build-products.ts';
import { bundleDefs, type BundleDef } from './data/content.ts';
import { bundleImageKey } from './images/bundle-image.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;

export type BundlePlan = {
  def: BundleDef;
  row: typeof bundles.$inferInsert;
  items: { productId: number; count: number; position: number }[];
};

/**
 * The ten baskets. Each component is an in-stock product of the named leaf when there is one;
 * tiny catalogues (tests) may lack a leaf, and then any unused in-stock product stands in.
 */
export function buildBundles(
  random: Random,
  now: Date,
  drafts: readonly ProductDraft[],
  urlOf: (key: string) => string,
): BundlePlan[] {
  const byLeafName = new Map<string, ProductDraft[]>();
  for (const draft of drafts) {
    if ((draft.row.inventory ?? 0) === 0) continue;
    const list = byLeafName.get(draft.leaf.leaf.name);
    if (list) list.push(draft);
    else byLeafName.set(draft.leaf.leaf.name, [draft]);
  }
  const anyInStock = drafts.filter((d) => (d.row.inventory ?? 0) > 0);
  return bundleDefs.map((def) => {
    const used = new Set<number>();
    const items = def.items.flatMap((item, position) => {
      const candidates = (byLeafName.get(item.leaf) ?? []).filter((d) => !used.has(d.id));
      const fallback = anyInStock.filter((d) => !used.has(d.id));
      const pool = candidates.length > 0 ? candidates : fallback;
      if (pool.length === 0) return [];
      const product = random.pick(pool);
      used.add(product.id);
      return [{ productId: product.id, count: item.count, position }];
    });
    const startedAt = new Date(now.getTime() - random.int(3, 40) * DAY_MS);
    return {
      def,
      items,
      row: {
        name: def.name,
        slug: slugify(def.name),
        image: urlOf(bundleImageKey(def.key)),
        description: def.description,
        discountPercent: def.discountPercent,
        inventory: def.soldOut ? 0 : random.int(5, 60),
        maxCount: random.int(3, 5),
        startedAt,
        expiredAt: def.endsInDays === null ? null : new Date(now.getTime() + def.endsInDays * DAY_MS),
        isActive: true,
        createdAt: startedAt,
      },
    };
  });
}
