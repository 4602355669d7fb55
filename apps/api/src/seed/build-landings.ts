import type { landingBlocks } from '../modules/content/tables.ts';
import type { ProductDraft } from './build-products.ts';
import type { LandingBlockDef, LandingDef } from './data/landings.ts';
import type { PromoDef, PromoTarget } from './data/content.ts';

type NewBlock = Omit<typeof landingBlocks.$inferInsert, 'landingId'>;

/** What a landing's blocks are resolved against: the seed's pictures, links, bundles and products. */
export type LandingContext = {
  drafts: readonly ProductDraft[];
  promoImage: (def: PromoDef, use: 'desktop' | 'mobile' | 'banner') => string;
  promoLink: (target: PromoTarget) => string;
  bundleId: (key: string) => number | undefined;
  bundleImage: (key: string) => string;
};

const shelfSize = 12;

/**
 * A landing's rows: each block's configs as staff would write them (the content module's
 * landings.ts reads them; the API test of the Yalda landing proves these read).
 */
export function buildLandingBlocks(def: LandingDef, ctx: LandingContext): NewBlock[] {
  return def.blocks.flatMap((block, position) => {
    const configs = configsOf(block, ctx);
    return configs === null ? [] : [{ type: block.type, configs, border: block.border ?? false, position }];
  });
}

function configsOf(block: LandingBlockDef, ctx: LandingContext): NewBlock['configs'] | null {
  switch (block.type) {
    case 'slider':
      return block.promos.map((promo) => ({
        url: ctx.promoImage(promo, 'desktop'),
        mobile_url: ctx.promoImage(promo, 'mobile'),
        link: ctx.promoLink(promo.target),
        alt: promo.title,
      }));
    case 'banner':
      return block.promos.map((promo) => ({
        url: ctx.promoImage(promo, 'banner'),
        link: ctx.promoLink(promo.target),
        alt: promo.title,
      }));
    case 'media':
      return {
        body: block.body,
        url: block.bundleImage === null ? null : ctx.bundleImage(block.bundleImage),
        alt: block.alt,
        reverse: block.reverse,
      };
    case 'shelf_product': {
      // In-stock products of the named leaves, best sellers first, taking turns so every leaf shows.
      const perLeaf = block.leaves.map((leaf) =>
        ctx.drafts
          .filter((d) => d.leaf.leaf.name === leaf && (d.row.inventory ?? 0) > 0)
          .sort((a, b) => (b.row.soldCount ?? 0) - (a.row.soldCount ?? 0)),
      );
      const ids: number[] = [];
      for (let round = 0; ids.length < shelfSize && perLeaf.some((list) => list.length > round); round++) {
        for (const list of perLeaf) {
          const draft = list[round];
          if (draft && ids.length < shelfSize) ids.push(draft.id);
        }
      }
      return ids.length === 0 ? null : { title: block.title, ids };
    }
    case 'shelf_bundle': {
      const ids = block.bundles.flatMap((key) => ctx.bundleId(key) ?? []);
      return ids.length === 0 ? null : { title: block.title, ids };
    }
  }
}
