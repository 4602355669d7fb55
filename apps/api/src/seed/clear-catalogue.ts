import { isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  brands,
  bundleItems,
  bundles,
  categories,
  customShelfProducts,
  customShelves,
  products,
  searchWords,
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

/**
 * Deletes every catalogue and content row, children first. DELETE rather than TRUNCATE … CASCADE:
 * if orders or baskets reference products this fails loudly instead of silently wiping them.
 */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      landingBlocks,
      landings,
      homeRows,
      customShelfProducts,
      customShelves,
      sliders,
      banners,
      noticeBanners,
      faqs,
      faqCategories,
      sitePages,
      shelfProducts,
      shelves,
      bundleItems,
      bundles,
      products,
      // Filled by triggers on products (catalogue/tables.ts); emptied with them so counts stay true.
      searchWords,
      brands,
    ]) {
      await tx.delete(table);
    }
    // Categories reference their parent with ON DELETE RESTRICT, so the tree goes leaves-first.
    for (;;) {
      const parents = tx
        .select({ id: categories.parentId })
        .from(categories)
        .where(isNotNull(categories.parentId));
      const deleted = await tx
        .delete(categories)
        .where(notInArray(categories.id, parents))
        .returning({ id: categories.id });
      if (deleted.length === 0) break;
    }
  });
}
