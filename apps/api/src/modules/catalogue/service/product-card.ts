import { priceProduct } from '@shop/domain/catalogue/pricing';
import { ratingSummaryOf } from '@shop/domain/catalogue/rating-summary';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { ProductCardRow } from '../public/product-columns.ts';

type NamedRow = Pick<
  ProductCardRow,
  'id' | 'name' | 'slug' | 'image' | 'brandId' | 'brandName' | 'brandSlug'
>;

/** What every product card and suggestion shows first: the product's name, address, picture, brand. */
export function productIdentity(row: NamedRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    brand: { id: row.brandId, name: row.brandName, slug: row.brandSlug },
  };
}

export function toProductCard(row: ProductCardRow, now: Date): ProductCard {
  return {
    ...productIdentity(row),
    category_id: row.categoryId,
    ...priceProduct(row, now),
    available: row.inventory > 0,
    comming_soon: row.comingSoon,
    volume: row.volume,
    unit: row.unit ? { name: row.unit } : null,
    color: row.colorName ? { name: row.colorName, code: row.colorCode } : null,
    max_count: row.maxCount,
    inventory: row.inventory,
    rating: ratingSummaryOf(row.ratingCount, row.ratingTotal),
  };
}
