import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands, bundleItems, bundles, products } from '../public/tables.ts';
import { at } from '../public/effective-price.ts';
import { selectProductCards } from '../public/product-columns.ts';
import { inStockSql } from '../public/in-stock.ts';

/** A component as the bundle list needs it; its unit price is worked out by the service. */
export type BundleComponentSummary = {
  productId: number;
  name: string;
  image: string;
  price: number;
  priceByDiscount: number | null;
  count: number;
  inventory: number;
  isActive: boolean;
};

// Drizzle writes a lone table's columns unqualified ("id"), which inside the subquery below would
// mean p.id: the outer row's id must be named with its table.
const outerBundleId = sql`${sql.identifier('bundles')}.${sql.identifier('id')}`;

/** Bundles not yet expired at `now` (upcoming ones included), each with its components in one query. */
export function listBundleRows(db: Db, now: Date, ids?: readonly number[]) {
  return db
    .select({
      id: bundles.id,
      name: bundles.name,
      slug: bundles.slug,
      image: bundles.image,
      description: bundles.description,
      discountPercent: bundles.discountPercent,
      inventory: bundles.inventory,
      maxCount: bundles.maxCount,
      startedAt: bundles.startedAt,
      expiredAt: bundles.expiredAt,
      ratingCount: bundles.ratingCount,
      ratingTotal: bundles.ratingTotal,
      components: sql<BundleComponentSummary[]>`coalesce((
        select json_agg(json_build_object(
          'productId', p.id,
          'name', p.name,
          'image', p.image,
          'price', p.price,
          'priceByDiscount', p.price_by_discount,
          'count', bi.count,
          'inventory', p.inventory,
          'isActive', p.is_active
        ) order by bi.position, p.id)
        from ${bundleItems} bi join ${products} p on p.id = bi.product_id
        where bi.bundle_id = ${outerBundleId}
      ), '[]'::json)`,
    })
    .from(bundles)
    .where(
      and(
        eq(bundles.isActive, true),
        or(isNull(bundles.expiredAt), sql`${bundles.expiredAt} > ${at(now)}`),
        ids ? inArray(bundles.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(bundles.startedAt), asc(bundles.id));
}

export type BundleRow = Awaited<ReturnType<typeof listBundleRows>>[number];

/** The bundle page's table: every component with its brand and colour. */
export function listBundleComponentRows(db: Db, bundleId: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      image: products.image,
      price: products.price,
      priceByDiscount: products.priceByDiscount,
      colorName: products.colorName,
      colorCode: products.colorCode,
      count: bundleItems.count,
      brandId: brands.id,
      brandName: brands.name,
      brandSlug: brands.slug,
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(bundleItems.bundleId, bundleId))
    .orderBy(asc(bundleItems.position), asc(products.id));
}

/** In-stock best sellers from the categories of a bundle's components, the components left out. */
export function listBundleSimilarProductRows(db: Db, bundleId: number, limit: number) {
  const components = sql`select ${bundleItems.productId} from ${bundleItems} where ${bundleItems.bundleId} = ${bundleId}`;
  return selectProductCards(db)
    .where(
      and(
        sql`${products.isActive}`,
        inStockSql(),
        sql`${products.categoryId} in (select p.category_id from ${products} p where p.id in (${components}))`,
        sql`${products.id} not in (${components})`,
      ),
    )
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(limit);
}
