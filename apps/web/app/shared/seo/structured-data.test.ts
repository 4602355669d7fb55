import { describe, expect, it } from 'vitest';
import type { BundleDetail, ProductDetail } from '@shop/domain/catalogue/schemas';
import { bundleJsonLd, productJsonLd } from './structured-data.ts';

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
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 12, bestRating: 5 },
    });
  });
});

const bundle: BundleDetail = {
  id: 3,
  name: 'سبد صبحانه',
  slug: 'سبد-صبحانه',
  image: '/files/breakfast.webp',
  price: 2_000_000,
  price_by_discount: 1_800_000,
  available: false,
  is_upcoming: false,
  started_at: 1_790_000_000,
  expired_at: 1_800_000_000,
  products_count: 0,
  rating: { count: 3, average: 4.7 },
  description: null,
  max_count: 5,
  products: [],
  share_link: 'https://shop.test/bundles/3',
  similars_bundles: [],
  similars_products: [],
};

describe('bundleJsonLd', () => {
  it('offers the bundle at its discounted price until it ends, sold out when it cannot be bought, with its rating', () => {
    expect(bundleJsonLd('https://shop.test', bundle, '/bundles/3')).toMatchObject({
      '@type': 'Product',
      name: 'سبد صبحانه',
      image: ['https://shop.test/files/breakfast.webp'],
      offers: {
        price: 1_800_000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/SoldOut',
        priceValidUntil: new Date(1_800_000_000_000).toISOString().slice(0, 10),
      },
      aggregateRating: { ratingValue: 4.7, ratingCount: 3 },
    });
  });

  it('has no AggregateRating before a comment is approved', () => {
    expect(bundleJsonLd('https://shop.test', { ...bundle, rating: null }, '/bundles/3')).not.toHaveProperty(
      'aggregateRating',
    );
  });
});
