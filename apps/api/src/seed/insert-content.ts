import type { Db } from '../db/client.ts';
import {
  bundleItems,
  bundles,
  customShelfProducts,
  customShelves,
  shelfProducts,
  shelves,
} from '../modules/catalogue/public/tables.ts';
import {
  banners,
  faqCategories,
  faqs,
  homeRows,
  landingBlocks,
  landings,
  noticeBanners,
  sitePages,
  sliders,
} from '../modules/content/tables.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import type { FaqCategoryDef, SitePageDef } from './data/site-pages.ts';
import type { BundlePlan } from './build-bundles.ts';
import type { CustomShelfPlan, ShelfPlan } from './build-shelves.ts';
import { ascendingIds, chunk } from './insert-catalogue.ts';

type NewLandingBlock = Omit<typeof landingBlocks.$inferInsert, 'landingId'>;

export async function insertBundles(
  db: Db,
  plans: readonly BundlePlan[],
): Promise<{ ids: number[]; items: number }> {
  if (plans.length === 0) return { ids: [], items: 0 };
  const ids = ascendingIds(
    await db
      .insert(bundles)
      .values(plans.map((p) => p.row))
      .returning({ id: bundles.id }),
  );
  const items = plans.flatMap((plan, i) => plan.items.map((item) => ({ ...item, bundleId: ids[i] ?? 0 })));
  for (const batch of chunk(items)) await db.insert(bundleItems).values(batch);
  return { ids, items: items.length };
}

export async function insertShelves(
  db: Db,
  plans: readonly ShelfPlan[],
): Promise<{ shelves: number; products: number }> {
  let links = 0;
  for (const batch of chunk(plans)) {
    const ids = ascendingIds(
      await db
        .insert(shelves)
        .values(
          batch.map((p) => ({
            categoryId: p.categoryId,
            name: p.name,
            image: null,
            position: p.position,
            isActive: true,
          })),
        )
        .returning({ id: shelves.id }),
    );
    const rows = batch.flatMap((plan, i) =>
      plan.productIds.map((productId, position) => ({ shelfId: ids[i] ?? 0, productId, position })),
    );
    for (const rowBatch of chunk(rows)) await db.insert(shelfProducts).values(rowBatch);
    links += rows.length;
  }
  return { shelves: plans.length, products: links };
}

export async function insertCustomShelves(
  db: Db,
  plans: readonly CustomShelfPlan[],
): Promise<{ ids: number[]; products: number }> {
  if (plans.length === 0) return { ids: [], products: 0 };
  const ids = ascendingIds(
    await db
      .insert(customShelves)
      .values(plans.map((p) => ({ title: p.title, color: p.color, textColor: p.textColor, isActive: true })))
      .returning({ id: customShelves.id }),
  );
  const rows = plans.flatMap((plan, i) =>
    plan.productIds.map((productId, position) => ({ customShelfId: ids[i] ?? 0, productId, position })),
  );
  for (const batch of chunk(rows)) await db.insert(customShelfProducts).values(batch);
  return { ids, products: rows.length };
}

export async function insertSliders(
  db: Db,
  rows: readonly (typeof sliders.$inferInsert)[],
): Promise<number[]> {
  return ascendingIds(
    await db
      .insert(sliders)
      .values([...rows])
      .returning({ id: sliders.id }),
  );
}

export async function insertBanners(
  db: Db,
  rows: readonly (typeof banners.$inferInsert)[],
): Promise<number[]> {
  return ascendingIds(
    await db
      .insert(banners)
      .values([...rows])
      .returning({ id: banners.id }),
  );
}

export async function insertHomeRows(
  db: Db,
  rows: readonly (typeof homeRows.$inferInsert)[],
): Promise<number> {
  await db.insert(homeRows).values([...rows]);
  return rows.length;
}

export async function insertNotice(db: Db, row: typeof noticeBanners.$inferInsert): Promise<void> {
  await db.insert(noticeBanners).values(row);
}

/** The shop's own pages and the FAQ (seed/data/site-pages.ts), each through the HTML allow-list. */
export async function insertSitePages(
  db: Db,
  pages: readonly SitePageDef[],
  faq: readonly FaqCategoryDef[],
): Promise<void> {
  await db.insert(sitePages).values(pages.map((page) => ({ ...page, body: sanitizeRichText(page.body) })));
  for (const [position, category] of faq.entries()) {
    const [row] = await db
      .insert(faqCategories)
      .values({ name: category.name, position })
      .returning({ id: faqCategories.id });
    await db.insert(faqs).values(
      category.questions.map((item, index) => ({
        categoryId: row?.id ?? 0,
        question: item.question,
        answer: sanitizeRichText(item.answer),
        position: index,
      })),
    );
  }
}

/** The campaign pages (seed/data/landings.ts) with their blocks in page order. */
export async function insertLandings(
  db: Db,
  pages: readonly { row: typeof landings.$inferInsert; blocks: readonly NewLandingBlock[] }[],
): Promise<number> {
  for (const page of pages) {
    const [row] = await db.insert(landings).values(page.row).returning({ id: landings.id });
    if (page.blocks.length === 0) continue;
    await db
      .insert(landingBlocks)
      .values(page.blocks.map((block) => ({ ...block, landingId: row?.id ?? 0 })));
  }
  return pages.length;
}
