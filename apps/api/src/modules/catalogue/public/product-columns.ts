import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands, products } from './tables.ts';

/** What a suggestion in the search box shows of a product besides its stock, brand included. */
export const suggestionCardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  image: products.image,
  price: products.price,
  priceByDiscount: products.priceByDiscount,
  specialSalePrice: products.specialSalePrice,
  specialSaleEndsAt: products.specialSaleEndsAt,
  comingSoon: products.comingSoon,
  volume: products.volume,
  unit: products.unit,
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
};

/** The columns every product card needs, brand included, in one join. */
export const productCardColumns = {
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
  ratingCount: products.ratingCount,
  ratingTotal: products.ratingTotal,
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
};

export function selectProductCards(db: Db) {
  return db.select(productCardColumns).from(products).innerJoin(brands, eq(brands.id, products.brandId));
}

export type ProductCardRow = Awaited<ReturnType<typeof selectProductCards>>[number];

const cardColumns = Object.entries(productCardColumns);

/**
 * The card columns as one JSON array per row, for a listing page read thousands of times a second: the
 * driver parses one value a row natively instead of 21, and productCardFromArray decodes each with its
 * column's own mapping, so the row is the one `select(productCardColumns)` gives (the row-by-row
 * mapping of 16 rows was a fifth of a listing's CPU in Node).
 */
export const productCardArraySql = sql<unknown[]>`json_build_array(${sql.join(
  cardColumns.map(([, column]) => column),
  sql`, `,
)})`;

export function productCardFromArray(values: unknown[]): ProductCardRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < cardColumns.length; i++) {
    const [key, column] = cardColumns[i] as (typeof cardColumns)[number];
    const value = values[i];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ProductCardRow;
}
