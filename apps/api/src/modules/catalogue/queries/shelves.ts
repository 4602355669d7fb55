import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands, products, shelfProducts, shelves } from '../tables.ts';
import { productCardColumns } from './product-columns.ts';

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
        order by (${products.inventory} > 0) desc, ${shelfProducts.position}, ${products.id})`.as('rank'),
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
