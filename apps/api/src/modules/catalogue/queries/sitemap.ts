import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../public/tables.ts';

/** Every active product's id and slug, for the sitemap (two narrow columns, by id). */
export function listProductLinkRows(db: Db) {
  return db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(sql`${products.isActive}`)
    .orderBy(asc(products.id));
}
