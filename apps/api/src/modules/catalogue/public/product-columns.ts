import { eq } from 'drizzle-orm';
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

/** Copies a row's values under the given keys: a card out of a wider row. */
function picker<K extends string>(keys: readonly K[]) {
  return <R extends Record<K, unknown>>(row: R): Pick<R, K> => {
    const picked = {} as Pick<R, K>;
    for (const key of keys) picked[key] = row[key];
    return picked;
  };
}

/** A product card's columns of a row that holds more (the catalogue index's rows, queries/search-feed.ts). */
export const productCardOf = picker(Object.keys(productCardColumns) as (keyof typeof productCardColumns)[]);

/** A suggestion's columns of such a row. */
export const suggestionCardOf = picker(
  Object.keys(suggestionCardColumns) as (keyof typeof suggestionCardColumns)[],
);
