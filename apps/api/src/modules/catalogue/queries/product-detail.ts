import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { batchedLookup } from '../../../db/batched-lookup.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { brands, products } from '../public/tables.ts';
import { effectivePriceSql } from '../public/effective-price.ts';
import { productCardColumns, selectProductCards } from '../public/product-columns.ts';
import { inStockSql } from '../public/in-stock.ts';

// Prepared (db/prepared.ts): every product page and quick view asks for some, always in this shape;
// the products asked for at the same moment come in one query (db/batched-lookup.ts).
const productDetails = preparedPerDatabase((db) =>
  db
    .select({
      ...productCardColumns,
      excerpt: products.excerpt,
      note: products.note,
      gallery: products.gallery,
      features: products.features,
      wholesale: products.wholesale,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')})`, sql`${products.isActive}`))
    .prepare('find_product_details'),
);

/** An active product with what only its page shows; undefined when missing or inactive. */
export const findProductDetailRow = batchedLookup(async (db, ids: number[]) => {
  const rows = await productDetails(db).execute({ ids });
  return new Map(rows.map((row) => [row.id, row]));
});

/** Where an active product sits and what it costs at `now`: what its similar products are measured by. */
export async function findProductPlacement(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ id: products.id, categoryId: products.categoryId, price: effectivePriceSql(now) })
    .from(products)
    .where(and(eq(products.id, id), sql`${products.isActive}`));
  return row;
}

/** In-stock products of one category, the closest effective price to `price` first. */
export function listSimilarProductRows(
  db: Db,
  args: { productId: number; categoryId: number; price: number; now: Date; limit: number },
) {
  return selectProductCards(db)
    .where(
      and(
        sql`${products.isActive}`,
        eq(products.categoryId, args.categoryId),
        inStockSql(),
        ne(products.id, args.productId),
      ),
    )
    .orderBy(sql`abs(${effectivePriceSql(args.now)} - ${args.price})`, asc(products.id))
    .limit(args.limit);
}
