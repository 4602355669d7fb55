import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shop/domain/catalogue/schemas';
import { productJsonLd } from './structured-data.ts';

const product: ProductDetail = {
  id: 7,
  name: 'شیر کم‌چرب',
  slug: 'شیر-کم-چرب',
  image: '/files/milk.webp',
  brand: { id: 1, name: 'پگاه', slug: 'pegah' },
  category_id: 3,
  price: 500_000,
  price_by_discount: null,
  discount: null,
  available: true,
  comming_soon: false,
  volume: 1,
  unit: { name: 'لیتر' },
  color: null,
  special_sale: null,
  max_count: 5,
  inventory: 10,
  rating: null,
  excerpt: null,
  note: null,
  gallery: [],
  features: [],
  wholesale: false,
  breadcrumb: [],
  share_link: 'https://shop.test/products/7',
};

describe('productJsonLd', () => {
  it('gives no AggregateRating before a comment is approved (search engines refuse one of none)', () => {
    expect(productJsonLd('https://shop.test', product, '/products/7')).not.toHaveProperty('aggregateRating');
  });

  it('gives the approved comments’ average and count as an AggregateRating', () => {
    const rated = { ...product, rating: { count: 12, average: 4.3 } };
    expect(productJsonLd('https://shop.test', rated, '/products/7')).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5 },
    });
  });
});
