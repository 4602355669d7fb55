import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { batchedLookup } from '../../../db/batched-lookup.ts';
import { planFreeParam, preparedPerDatabase } from '../../../db/prepared.ts';
import { brands, products } from '../public/tables.ts';
import { effectivePriceSql, everydayPriceSql, runningSpecialSale } from '../public/effective-price.ts';
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

type SimilarArgs = { productId: number; categoryId: number; price: number; now: Date; limit: number };

/**
 * In-stock products of one category, the closest effective price to `price` first (then by id).
 *
 * Sorting a whole shelf by distance read every product of it: 3–5 ms of PostgreSQL per product page
 * at 100,000 products (1,642 on a shelf). Products on no running sale cost their everyday price,
 * which the shelf's price index orders (products_category_price_idx, tables.ts): the `limit`-th
 * everyday price below `price` and the `limit`-th at or above it bound a range holding the closest
 * ones of each side, ties at the edges included, read off that index. Products on a running sale are
 * few (products_category_sale_price_idx) and all taken. The closest `limit` of those few are then the
 * answer of the whole-shelf sort, which `listSimilarProductRowsBySort` keeps as the reference.
 */
export function listSimilarProductRows(db: Db, args: SimilarArgs) {
  return similarProducts(db, args.limit).execute({
    productId: args.productId,
    categoryId: args.categoryId,
    price: args.price,
    now: args.now.toISOString(),
  });
}

/** One prepared statement per limit (the product page asks for one); values as plan-free parameters. */
const similarStatements = new Map<number, (db: Db) => ReturnType<typeof similarStatement>>();
function similarProducts(db: Db, limit: number) {
  let statement = similarStatements.get(limit);
  if (!statement) {
    statement = preparedPerDatabase((on) => similarStatement(on, limit));
    similarStatements.set(limit, statement);
  }
  return statement(db);
}

function similarStatement(db: Db, limit: number) {
  const productId = planFreeParam('productId', 'int');
  const price = planFreeParam('price', 'bigint');
  const now = planFreeParam('now', 'timestamptz');
  const shelf = and(
    sql`${products.isActive}`,
    sql`${products.categoryId} = ${planFreeParam('categoryId', 'int')}`,
    inStockSql(),
    sql`${products.id} <> ${productId}`,
  );
  const everyday = everydayPriceSql();
  const onEverydayPrice = and(shelf, sql`not ${runningSpecialSale(now)}`);
  const nth = sql.raw(String(limit - 1));
  const below = sql`(select ${everyday} from ${products} where ${onEverydayPrice} and ${everyday} < ${price}
    order by ${everyday} desc limit 1 offset ${nth})`;
  const above = sql`(select ${everyday} from ${products} where ${onEverydayPrice} and ${everyday} >= ${price}
    order by ${everyday} asc limit 1 offset ${nth})`;
  const candidates = sql`array(
    select ${products.id} from ${products} where ${onEverydayPrice}
      and ${everyday} >= coalesce(${below}, -1)
      and ${everyday} <= coalesce(${above}, ${sql.raw(String(Number.MAX_SAFE_INTEGER))})
    union all
    select ${products.id} from ${products} where ${shelf} and ${runningSpecialSale(now)})`;
  return selectProductCards(db)
    .where(and(sql`${products.id} = any(${candidates})`, shelf))
    .orderBy(sql`abs(${effectivePriceSql(now)} - ${price})`, asc(products.id))
    .limit(limit)
    .prepare(`catalogue_similar_products_${limit}`);
}

/** The same answer by sorting the whole shelf: the reference the test holds the walk to. */
export function listSimilarProductRowsBySort(db: Db, args: SimilarArgs) {
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
