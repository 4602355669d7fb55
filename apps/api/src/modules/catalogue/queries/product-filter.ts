import { and, inArray, lte, gte, sql, type SQL } from 'drizzle-orm';
import { customShelfProducts, customShelves, products, shelfProducts, shelves } from '../public/tables.ts';
import { effectivePriceSql, runningSpecialSale } from '../public/effective-price.ts';
import { inStockSql } from '../public/in-stock.ts';
import { textCondition, type TextMatch } from './text-search.ts';

/** What narrows a product list, already resolved (category ids include the subtree). */
export type ProductFilter = {
  text?: TextMatch | null | undefined;
  brandIds?: readonly number[] | undefined;
  categoryIds?: readonly number[] | undefined;
  specialSale?: boolean | undefined;
  /** «فقط کالاهای موجود»: only what a card would call available. */
  inStockOnly?: boolean | undefined;
  shelfId?: number | undefined;
  specialShelfId?: number | undefined;
  /** Bounds on the effective price at `now`, in rials. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

/**
 * The `where` of every product list. `is_active` is written as the bare column so the planner can
 * prove the partial listing indexes' predicate (a bound `= $1` parameter would hide it).
 */
export function productWhere(filter: ProductFilter, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [sql`${products.isActive}`];
  if (filter.text) conditions.push(textCondition(filter.text));
  if (filter.brandIds?.length) conditions.push(inArray(products.brandId, [...filter.brandIds]));
  if (filter.categoryIds) conditions.push(inArray(products.categoryId, [...filter.categoryIds]));
  if (filter.specialSale) conditions.push(runningSpecialSale(now));
  if (filter.inStockOnly) conditions.push(inStockSql());
  if (filter.shelfId !== undefined) {
    conditions.push(sql`${products.id} in (
      select ${shelfProducts.productId} from ${shelfProducts}
      join ${shelves} on ${shelves.id} = ${shelfProducts.shelfId}
      where ${shelves.id} = ${filter.shelfId} and ${shelves.isActive})`);
  }
  if (filter.specialShelfId !== undefined) {
    // Read-only coupling to the content module's custom shelves: a filter needs them inside this
    // query (as a subquery) to page and count in SQL, which a call through ContentService cannot do.
    conditions.push(sql`${products.id} in (
      select ${customShelfProducts.productId} from ${customShelfProducts}
      join ${customShelves} on ${customShelves.id} = ${customShelfProducts.customShelfId}
      where ${customShelves.id} = ${filter.specialShelfId} and ${customShelves.isActive})`);
  }
  if (filter.minPrice !== undefined) conditions.push(gte(effectivePriceSql(now), filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(effectivePriceSql(now), filter.maxPrice));
  return and(...conditions) ?? sql`true`;
}
