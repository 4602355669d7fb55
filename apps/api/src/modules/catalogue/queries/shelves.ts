import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands, customShelves, products, shelfProducts, shelves } from '../public/tables.ts';
import { productCardColumns } from '../public/product-columns.ts';
import { productWhere, type ProductFilter } from './product-filter.ts';
import { inStockSql } from '../public/in-stock.ts';

/** Shelves the filter sidebar offers at most: a branch category has two to four, a search can touch dozens. */
export const shelfFacetLimit = 8;

/**
 * The active shelves holding products that match `filter`, with how many, most first: the filter
 * sidebar's shelf choice. `pinned` (the shelf already chosen) comes first whatever its count, so the
 * customer always sees what is selected.
 */
export function listShelfFacets(db: Db, filter: ProductFilter, now: Date, pinned: number | undefined) {
  const count = sql<number>`count(*)::int`.mapWith(Number);
  return db
    .select({ id: shelves.id, name: shelves.name, count })
    .from(shelfProducts)
    .innerJoin(shelves, eq(shelves.id, shelfProducts.shelfId))
    .innerJoin(products, eq(products.id, shelfProducts.productId))
    .where(and(sql`${shelves.isActive}`, productWhere(filter, now)))
    .groupBy(shelves.id)
    .orderBy(
      desc(sql`(${shelves.id} = ${pinned ?? 0})`),
      desc(sql`count(*)`),
      asc(shelves.position),
      asc(shelves.id),
    )
    .limit(shelfFacetLimit);
}

/**
 * The name of an active shelf a listing is narrowed to: a home page's coloured shelf
 * (`special_shelf`, read-only from the content module as product-filter.ts does) before a category's.
 */
export async function findShelfTitle(
  db: Db,
  ids: { shelfId?: number | undefined; specialShelfId?: number | undefined },
): Promise<string | null> {
  if (ids.specialShelfId !== undefined) {
    const [row] = await db
      .select({ title: customShelves.title })
      .from(customShelves)
      .where(and(eq(customShelves.id, ids.specialShelfId), eq(customShelves.isActive, true)));
    if (row) return row.title;
  }
  if (ids.shelfId !== undefined) {
    const [row] = await db
      .select({ title: shelves.name })
      .from(shelves)
      .where(and(eq(shelves.id, ids.shelfId), eq(shelves.isActive, true)));
    if (row) return row.title;
  }
  return null;
}

/** Every active shelf, by category then in display order. */
export function listAllShelfRows(db: Db) {
  return db
    .select({ id: shelves.id, name: shelves.name, category_id: shelves.categoryId })
    .from(shelves)
    .where(eq(shelves.isActive, true))
    .orderBy(asc(shelves.categoryId), asc(shelves.position), asc(shelves.id));
}

/** A category's active shelves in display order. */
export function listShelfRows(db: Db, categoryId: number) {
  return db
    .select({ id: shelves.id, name: shelves.name, image: shelves.image })
    .from(shelves)
    .where(and(eq(shelves.categoryId, categoryId), eq(shelves.isActive, true)))
    .orderBy(asc(shelves.position), asc(shelves.id));
}

/**
 * Up to `perShelf` cards of each of a category's active shelves, in stock first then the staff's
 * order: one query for every shelf of the page (a window per shelf), not one per shelf.
 */
export function listShelfProductRows(db: Db, categoryId: number, perShelf: number) {
  const ranked = db
    .select({
      shelfId: sql<number>`${shelfProducts.shelfId}`.as('shelf_id'),
      productId: sql<number>`${shelfProducts.productId}`.as('product_id'),
      rank: sql<number>`row_number() over (partition by ${shelfProducts.shelfId}
        order by ${inStockSql()} desc, ${shelfProducts.position}, ${products.id})`.as('rank'),
    })
    .from(shelfProducts)
    .innerJoin(products, eq(products.id, shelfProducts.productId))
    .where(
      and(
        sql`${products.isActive}`,
        inArray(
          shelfProducts.shelfId,
          db
            .select({ id: shelves.id })
            .from(shelves)
            .where(and(eq(shelves.categoryId, categoryId), eq(shelves.isActive, true))),
        ),
      ),
    )
    .as('ranked');
  return db
    .select({ shelfId: ranked.shelfId, ...productCardColumns })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(sql`${ranked.rank} <= ${perShelf}`)
    .orderBy(ranked.shelfId, ranked.rank);
}
