import { listProductLinkRows } from '../queries/sitemap.ts';
import { listBundleRows } from '../queries/bundles.ts';
import type { CatalogueContext } from './context.ts';

/** What the sitemap lists: every active product, category, brand and current bundle. */
export type SitemapEntries = {
  products: { id: number; slug: string }[];
  categories: { id: number; slug: string; type: 'branch' | 'leaf' }[];
  brands: { id: number; slug: string }[];
  bundles: { id: number; slug: string }[];
};

export async function listSitemapEntries(ctx: CatalogueContext): Promise<SitemapEntries> {
  const [products, categories, brands, bundles] = await Promise.all([
    listProductLinkRows(ctx.db),
    ctx.categoryRows(),
    ctx.brandRows(),
    listBundleRows(ctx.db, ctx.now()),
  ]);
  return {
    products,
    categories: categories.map(({ id, slug, type }) => ({ id, slug, type })),
    brands: brands.map(({ id, slug }) => ({ id, slug })),
    bundles: bundles.map(({ id, slug }) => ({ id, slug })),
  };
}
