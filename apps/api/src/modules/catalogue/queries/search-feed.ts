import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { brands, products } from '../public/tables.ts';

/** What a process's search index keeps of a product (service/product-text-index.ts), with its version. */
const feedColumns = {
  id: products.id,
  searchText: products.searchText,
  isActive: products.isActive,
  inStock: sql<boolean>`${products.inventory} > 0`,
  soldCount: products.soldCount,
  version: products.searchVersion,
};

/** Every active product, for a search index built from nothing. */
export function listIndexedProducts(db: Db) {
  return db
    .select(feedColumns)
    .from(products)
    .where(sql`${products.isActive}`);
}

/**
 * Every product whose search version is past `after`, withdrawn ones included (so the index drops
 * them), oldest change first: read through products_search_version_idx.
 */
export function listIndexChanges(db: Db, after: number) {
  return db
    .select(feedColumns)
    .from(products)
    .where(gt(products.searchVersion, after))
    .orderBy(asc(products.searchVersion));
}

// Prepared (db/prepared.ts): asked on every keystroke of the search box, always in these shapes.
const newestVersion = preparedPerDatabase((db) =>
  db
    .select({ version: sql<number>`coalesce(max(${products.searchVersion}), 0)`.mapWith(Number) })
    .from(products)
    .prepare('search_index_version'),
);

const suggestionCards = preparedPerDatabase((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      image: products.image,
      price: products.price,
      priceByDiscount: products.priceByDiscount,
      specialSalePrice: products.specialSalePrice,
      specialSaleEndsAt: products.specialSaleEndsAt,
      inventory: products.inventory,
      comingSoon: products.comingSoon,
      volume: products.volume,
      unit: products.unit,
      brandId: brands.id,
      brandName: brands.name,
      brandSlug: brands.slug,
      // The newest change the database has committed, so the caller can tell whether its index
      // answered from an older catalogue than these cards.
      version: sql<number>`(select max(${products.searchVersion}) from ${products})`.mapWith(Number),
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')})`, sql`${products.isActive}`))
    .prepare('search_suggestion_cards'),
);

export type SuggestionCardRow = Awaited<ReturnType<ReturnType<typeof suggestionCards>['execute']>>[number];

/** The newest search version the database has committed (0 with no products). */
export async function findNewestSearchVersion(db: Db): Promise<number> {
  const [row] = await newestVersion(db).execute();
  return row?.version ?? 0;
}

/**
 * The suggestion box's products, live, for ids an index chose (active ones only, in no order), and
 * the newest committed search version, in one round trip.
 */
export async function findSuggestionCards(
  db: Db,
  ids: readonly number[],
): Promise<{ rows: SuggestionCardRow[]; version: number }> {
  if (ids.length === 0) return { rows: [], version: await findNewestSearchVersion(db) };
  const rows = await suggestionCards(db).execute({ ids: [...ids] });
  // With none of the ids left active there is no row to carry the version: ask for it.
  return { rows, version: rows[0]?.version ?? (await findNewestSearchVersion(db)) };
}
