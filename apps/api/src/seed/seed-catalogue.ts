import { sql } from 'drizzle-orm';
import { slugify } from '@shop/domain/slug';
import type { FileStore } from '../adapters/files/port.ts';
import { localFilesUrlPrefix } from '../adapters/files/local-disk.ts';
import type { Db } from '../db/client.ts';
import { products } from '../modules/catalogue/public/tables.ts';
import { buildBundles } from './build-bundles.ts';
import { buildLandingBlocks } from './build-landings.ts';
import { promoLink, buildHomeRows, type LinkContext } from './build-home.ts';
import { buildProducts, type ProductDraft } from './build-products.ts';
import { buildCustomShelves, buildShelves, groupByLeaf } from './build-shelves.ts';
import { catalogueTree } from './data/categories.ts';
import { bannerDefs, noticeDef, sliderDefs, type PromoDef } from './data/content.ts';
import { landingDefs } from './data/landings.ts';
import { faqDefs, sitePageDefs } from './data/site-pages.ts';
import { bundleImageKey, bundleImageSvg } from './images/bundle-image.ts';
import { ImageJobs, writeImages, type ImageReport } from './images/image-jobs.ts';
import { PRODUCT_VARIANTS, productImageKey, productImageSvg } from './images/product-image.ts';
import {
  bannerKey,
  bannerSvg,
  sliderDesktopSvg,
  sliderKey,
  sliderMobileSvg,
  type PromoArt,
} from './images/promo-images.ts';
import { insertBrands, insertCategories, insertProducts, type Context } from './insert-catalogue.ts';
import {
  insertBanners,
  insertBundles,
  insertCustomShelves,
  insertHomeRows,
  insertLandings,
  insertSitePages,
  insertNotice,
  insertShelves,
  insertSliders,
} from './insert-content.ts';
import { createRandom } from './random.ts';

export type SeedOptions = {
  products: number;
  now: Date;
  /** Where generated pictures go; null stores the URLs they would have but writes nothing (tests). */
  files: FileStore | null;
  /** The PRNG seed; the same options always give the same catalogue. */
  random?: number;
};

export type SeedSummary = {
  categories: number;
  brands: number;
  products: number;
  bundles: number;
  bundleItems: number;
  shelves: number;
  shelfProducts: number;
  customShelves: number;
  customShelfProducts: number;
  sliders: number;
  banners: number;
  homeRows: number;
  /** null when no file store was given. */
  images: ImageReport | null;
  /** Time spent building and inserting rows, without images. */
  databaseMs: number;
};

const DEFAULT_SEED = 1404;

export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length === 0;
}

/** Fills an empty catalogue with a Persian demo shop: categories, brands, products, bundles and the home page. */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const random = createRandom(options.random ?? DEFAULT_SEED);
  const files = options.files;
  const ctx: Context = {
    urlOf: (key) => (files ? files.publicUrl(key) : `${localFilesUrlPrefix}${key}`),
    images: new ImageJobs(),
  };

  // Each part draws from its own fork, so changing how shelves are picked never renames products.
  const { categories, leaves, brands } = await db.transaction(async (tx) => {
    const tree = await insertCategories(tx, catalogueTree, ctx);
    return { ...tree, brands: await insertBrands(tx, ctx) };
  });
  const drafts = buildProducts(random.fork(1), {
    count: options.products,
    now: options.now,
    leaves,
    brands,
    urlOf: ctx.urlOf,
  });
  await db.transaction((tx) => insertProducts(tx, drafts));
  addProductImages(ctx.images, drafts);

  const byLeaf = groupByLeaf(drafts);
  const bundlePlans = buildBundles(random.fork(2), options.now, drafts, ctx.urlOf);
  const shelfPlans = buildShelves(random.fork(3), categories, byLeaf);
  const customPlans = buildCustomShelves(drafts, categories, byLeaf);
  const draftById = new Map(drafts.map((d) => [d.id, d]));
  for (const plan of bundlePlans) {
    const kinds = plan.items.map((item) => draftById.get(item.productId)?.leaf.leaf.kind ?? 'box');
    ctx.images.add(bundleImageKey(plan.def.key), () => bundleImageSvg(plan.def.name, plan.def.colour, kinds));
  }

  const content = await db.transaction(async (tx) => {
    const bundleResult = await insertBundles(tx, bundlePlans);
    const shelfResult = await insertShelves(tx, shelfPlans);
    const customResult = await insertCustomShelves(tx, customPlans);
    const links: LinkContext = {
      category: (name) => categories.find((c) => c.name === name),
      bundle: (key) => {
        const i = bundlePlans.findIndex((p) => p.def.key === key);
        const id = bundleResult.ids[i];
        return id === undefined ? undefined : { id, slug: bundlePlans[i]?.row.slug ?? '' };
      },
      brand: (key) => {
        const brand = brands.find((b) => b.key === key);
        return brand && { id: brand.id, slug: slugify(brand.name) };
      },
    };
    const sliderIds = await insertSliders(
      tx,
      sliderDefs.map((def, position) => ({
        title: def.title,
        link: promoLink(def.target, links),
        desktopImage: promoImage(ctx, def, 'desktop'),
        mobileImage: promoImage(ctx, def, 'mobile'),
        position,
        isActive: true,
      })),
    );
    const bannerIds = await insertBanners(
      tx,
      bannerDefs.map((def, position) => ({
        name: def.title,
        link: promoLink(def.target, links),
        image: promoImage(ctx, def, 'banner'),
        position,
        isActive: true,
      })),
    );
    await insertNotice(tx, noticeDef);
    await insertSitePages(tx, sitePageDefs, faqDefs);
    await insertLandings(
      tx,
      landingDefs.map((def) => ({
        row: { slug: def.slug, title: def.title, description: def.description },
        blocks: buildLandingBlocks(def, {
          drafts,
          promoImage: (promo, use) => promoImage(ctx, promo, use),
          promoLink: (target) => promoLink(target, links),
          bundleId: (key) => links.bundle(key)?.id,
          bundleImage: (key) => ctx.urlOf(bundleImageKey(key)),
        }),
      })),
    );
    const homeRowCount = await insertHomeRows(
      tx,
      buildHomeRows({
        sliderIds,
        bannerIds,
        categories,
        popularLeafIds: rankBy(drafts, (d) => d.leaf.id).slice(0, 4),
        customShelfIds: customResult.ids,
        bundleIds: bundleResult.ids.filter((_, i) => bundlePlans[i]?.items.length),
        brandIds: rankBy(drafts, (d) => d.brand.id),
      }),
    );
    return { bundleResult, shelfResult, customResult, sliderIds, bannerIds, homeRowCount };
  });
  // Fresh tables have no planner statistics (PGlite never gathers them by itself) and no visibility
  // map, so listings would plan as if the catalogue were empty and index-only scans would visit the heap.
  await db.execute(sql`vacuum analyze`);
  const databaseMs = Math.round(performance.now() - started);

  const images = files ? await writeImages(files, ctx.images.list()) : null;
  return {
    categories: categories.length,
    brands: brands.length,
    products: drafts.length,
    bundles: content.bundleResult.ids.length,
    bundleItems: content.bundleResult.items,
    shelves: content.shelfResult.shelves,
    shelfProducts: content.shelfResult.products,
    customShelves: content.customResult.ids.length,
    customShelfProducts: content.customResult.products,
    sliders: content.sliderIds.length,
    banners: content.bannerIds.length,
    homeRows: content.homeRowCount,
    images,
    databaseMs,
  };
}

/** Ids ordered by the total sales of their products, best first. */
function rankBy(drafts: readonly ProductDraft[], idOf: (d: ProductDraft) => number): number[] {
  const totals = new Map<number, number>();
  for (const d of drafts) totals.set(idOf(d), (totals.get(idOf(d)) ?? 0) + (d.row.soldCount ?? 0));
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
}

/** One set of pictures per (silhouette or look, brand) pair in use, however many products share it. */
function addProductImages(images: ImageJobs, drafts: readonly ProductDraft[]): void {
  for (const { leaf, brand, look } of drafts) {
    for (const variant of PRODUCT_VARIANTS) {
      images.add(productImageKey(leaf.leaf.kind, brand.key, variant, look), () =>
        productImageSvg(leaf.leaf.kind, brand.colour, brand.name, variant, look),
      );
    }
  }
}

function promoImage(ctx: Context, def: PromoDef, use: 'desktop' | 'mobile' | 'banner'): string {
  const art: PromoArt = {
    key: def.key,
    headline: def.title,
    subline: def.subline,
    action: def.action,
    colour: def.colour,
    kinds: def.kinds,
  };
  const key = use === 'banner' ? bannerKey(def.key) : sliderKey(def.key, use);
  const draw = use === 'banner' ? bannerSvg : use === 'desktop' ? sliderDesktopSvg : sliderMobileSvg;
  ctx.images.add(key, () => draw(art));
  return ctx.urlOf(key);
}
