import type {
  BreadcrumbItem,
  BundleDetail,
  ProductDetail,
  RatingSummary,
} from '@shop/domain/catalogue/schemas';
import { fa } from '../i18n/fa.ts';
import { categoryPath } from '../paths.ts';
import { site } from '../site.ts';

/** schema.org objects for search engines. Prices are in rials (IRR), as the shop holds them. */
export function organizationJsonLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: fa.site.name,
    url: origin,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    telephone: `+98${site.phone.replace(/^0|-/g, '')}`,
    areaServed: { '@type': 'City', name: 'تهران' },
    sameAs: site.socials.map((social) => social.url),
  };
}

export function breadcrumbJsonLd(
  origin: string,
  items: ReadonlyArray<{ name: string; path: string }>,
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

export function categoryCrumbs(breadcrumb: readonly BreadcrumbItem[]): Array<{ name: string; path: string }> {
  return breadcrumb.map((item) => ({ name: item.name, path: categoryPath(item) }));
}

export function productJsonLd(origin: string, product: ProductDetail, path: string): object {
  const availability = product.available
    ? 'https://schema.org/InStock'
    : product.comming_soon
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: [product.image, ...product.gallery].map((image) => `${origin}${image}`),
    description: product.excerpt ?? product.name,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      url: `${origin}${path}`,
      priceCurrency: 'IRR',
      price: product.price_by_discount ?? product.price,
      availability,
      itemCondition: 'https://schema.org/NewCondition',
      ...(product.special_sale
        ? { priceValidUntil: new Date(product.special_sale.expiration * 1000).toISOString().slice(0, 10) }
        : {}),
    },
    ...aggregateRating(product.rating),
  };
}

/** A bundle is sold as one product: its price, whether it can be bought, its approved ratings. */
export function bundleJsonLd(origin: string, bundle: BundleDetail, path: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: bundle.name,
    image: [`${origin}${bundle.image}`],
    description: bundle.name,
    sku: `bundle-${bundle.id}`,
    offers: {
      '@type': 'Offer',
      url: `${origin}${path}`,
      priceCurrency: 'IRR',
      price: bundle.price_by_discount,
      availability: bundle.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemCondition: 'https://schema.org/NewCondition',
      ...(bundle.expired_at
        ? { priceValidUntil: new Date(bundle.expired_at * 1000).toISOString().slice(0, 10) }
        : {}),
    },
    ...aggregateRating(bundle.rating),
  };
}

/** Only once a rating is approved: search engines refuse an AggregateRating of no reviews. */
function aggregateRating(rating: RatingSummary | null): object {
  if (!rating || rating.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      // Ratings, not comments: a comment may come without one (decision 084).
      ratingCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** The FAQ page as schema.org's FAQPage: each question with its answer (HTML, as search engines take it). */
export function faqJsonLd(faqs: ReadonlyArray<{ question: string; answer: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
