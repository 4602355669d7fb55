import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../public/tables.ts';
import { runningSpecialSale } from '../public/effective-price.ts';
import { selectProductCards } from '../public/product-columns.ts';
import { inStockSql } from '../public/in-stock.ts';

export function listProductCardRowsByIds(db: Db, ids: readonly number[]) {
  return selectProductCards(db).where(and(sql`${products.isActive}`, inArray(products.id, [...ids])));
}

/** A shelf of a category: what is in stock first, then what sells most. */
export function listProductCardRowsInCategories(db: Db, categoryIds: readonly number[], limit: number) {
  return selectProductCards(db)
    .where(and(sql`${products.isActive}`, inArray(products.categoryId, [...categoryIds])))
    .orderBy(desc(inStockSql()), desc(products.soldCount), asc(products.id))
    .limit(limit);
}

/** Running special sales in stock, the soonest to end first. */
export function listSpecialSaleCardRows(db: Db, now: Date, limit: number) {
  return selectProductCards(db)
    .where(and(sql`${products.isActive}`, runningSpecialSale(now), inStockSql()))
    .orderBy(asc(products.specialSaleEndsAt), asc(products.id))
    .limit(limit);
}
