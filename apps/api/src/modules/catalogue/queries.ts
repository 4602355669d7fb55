import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, bundleItems, bundles, categories, products } from './tables.ts';

export function listCategoryRows(db: Db) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      slug: categories.slug,
      logo: categories.logo,
      type: categories.type,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
}

export function listBrandRows(db: Db, ids?: readonly number[]) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      logo: brands.logo,
      description: brands.description,
    })
    .from(brands)
    .where(and(eq(brands.isActive, true), ids ? inArray(brands.id, [...ids]) : undefined))
    .orderBy(asc(brands.position), asc(brands.id));
}

/** The columns every product card needs, brand included, in one join. */
const productCardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  image: products.image,
  categoryId: products.categoryId,
  price: products.price,
  priceByDiscount: products.priceByDiscount,
  specialSalePrice: products.specialSalePrice,
  specialSaleEndsAt: products.specialSaleEndsAt,
  volume: products.volume,
  unit: products.unit,
  colorName: products.colorName,
  colorCode: products.colorCode,
  inventory: products.inventory,
  maxCount: products.maxCount,
  comingSoon: products.comingSoon,
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
};

export type ProductCardRow = Awaited<ReturnType<typeof listProductCardRowsByIds>>[number];

function selectProductCards(db: Db) {
  return db.select(productCardColumns).from(products).innerJoin(brands, eq(brands.id, products.brandId));
}

export function listProductCardRowsByIds(db: Db, ids: readonly number[]) {
  return selectProductCards(db).where(and(eq(products.isActive, true), inArray(products.id, [...ids])));
}

/** A shelf of a category: what is in stock first, then what sells most. */
export function listProductCardRowsInCategories(db: Db, categoryIds: readonly number[], limit: number) {
  return selectProductCards(db)
    .where(and(eq(products.isActive, true), inArray(products.categoryId, [...categoryIds])))
    .orderBy(desc(sql`${products.inventory} > 0`), desc(products.soldCount), asc(products.id))
    .limit(limit);
}

/** Running special sales, the soonest to end first. */
export function listSpecialSaleCardRows(db: Db, now: Date, limit: number) {
  return selectProductCards(db)
    .where(
      and(
        eq(products.isActive, true),
        isNotNull(products.specialSalePrice),
        gt(products.specialSaleEndsAt, now),
        gt(products.inventory, 0),
      ),
    )
    .orderBy(asc(products.specialSaleEndsAt), asc(products.id))
    .limit(limit);
}

/** Bundles with what their components cost now; the price itself is the domain's priceBundle. */
export function listBundleRows(db: Db, ids?: readonly number[]) {
  return db
    .select({
      id: bundles.id,
      name: bundles.name,
      slug: bundles.slug,
      image: bundles.image,
      discountPercent: bundles.discountPercent,
      inventory: bundles.inventory,
      isActive: bundles.isActive,
      startedAt: bundles.startedAt,
      expiredAt: bundles.expiredAt,
      components: sql<{ unitPrice: number; count: number; available: boolean }[]>`coalesce((
        select json_agg(json_build_object(
          'unitPrice', coalesce(p.price_by_discount, p.price),
          'count', bi.count,
          'available', p.is_active and p.inventory >= bi.count
        ) order by bi.position)
        from ${bundleItems} bi join ${products} p on p.id = bi.product_id
        where bi.bundle_id = ${bundles.id}
      ), '[]'::json)`,
    })
    .from(bundles)
    .where(and(eq(bundles.isActive, true), ids ? inArray(bundles.id, [...ids]) : undefined))
    .orderBy(asc(bundles.id));
}
