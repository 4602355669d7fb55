import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { productCardColumns } from '../../catalogue/public/product-columns.ts';
import { brands, bundleItems, bundles, products } from '../../catalogue/public/tables.ts';

// The catalogue rows behind basket lines. Read here rather than through the catalogue's service: a
// basket must show items the storefront no longer lists (inactive products, ended bundles) to report
// them, and the limit check has to read the same tables inside the writing statement anyway
// (item-limit.ts). Prices still come from the catalogue's rules (domain priceProduct, priceBundle).

/** Products by id, active or not, with the card's columns. */
export function listProductRows(db: Db, ids: readonly number[]) {
  return db
    .select({ ...productCardColumns, isActive: products.isActive })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...ids]));
}

export type BasketProductRow = Awaited<ReturnType<typeof listProductRows>>[number];

export type BundleComponentRow = {
  price: number;
  priceByDiscount: number | null;
  count: number;
  inventory: number;
  isActive: boolean;
};

// A lone table's columns are written unqualified by Drizzle; inside the subquery `id` would be bi's.
const outerBundleId = sql`${sql.identifier('bundles')}.${sql.identifier('id')}`;

/** Bundles by id, whatever their state, each with its components' prices and stock in one query. */
export function listBundleRows(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: bundles.id,
      name: bundles.name,
      slug: bundles.slug,
      image: bundles.image,
      discountPercent: bundles.discountPercent,
      inventory: bundles.inventory,
      maxCount: bundles.maxCount,
      startedAt: bundles.startedAt,
      expiredAt: bundles.expiredAt,
      isActive: bundles.isActive,
      components: sql<BundleComponentRow[]>`coalesce((
        select json_agg(json_build_object(
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
    .where(inArray(bundles.id, [...ids]));
}

export type BasketBundleRow = Awaited<ReturnType<typeof listBundleRows>>[number];
