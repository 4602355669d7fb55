import type { MetaDescriptor } from 'react-router';
import type { ProductDetail } from '@shop/domain/catalogue/schemas';
import { faProduct } from '../../shared/i18n/fa-product.ts';
import { fa, format } from '../../shared/i18n/fa.ts';
import { paths } from '../../shared/paths.ts';
import { pageMeta } from '../../shared/seo/meta.ts';
import { breadcrumbJsonLd, categoryCrumbs, productJsonLd } from '../../shared/seo/structured-data.ts';

/** The category path from the top, as the breadcrumb and its JSON-LD both show it. */
export function productCrumbs(product: ProductDetail): Array<{ name: string; path: string }> {
  return categoryCrumbs(product.breadcrumb);
}

/**
 * Title "name brand" (pageMeta cuts it to the spec's 60 characters), the excerpt as description,
 * the canonical product URL (the quick view points there too), and Product and BreadcrumbList JSON-LD.
 */
export function productMeta(origin: string, product: ProductDetail): MetaDescriptor[] {
  const path = paths.product(product.id, product.slug);
  // Names usually end with the brand already ("شیر کم‌چرب ۱ لیتری میهن"): do not say it twice.
  const title = product.name.includes(product.brand.name)
    ? product.name
    : `${product.name} ${product.brand.name}`;
  return pageMeta({
    title,
    description: product.excerpt ?? format(faProduct.metaDescription, { name: product.name }),
    origin,
    path,
    image: product.image,
    type: 'product',
    structuredData: [
      productJsonLd(origin, product, path),
      breadcrumbJsonLd(origin, [
        { name: fa.header.home, path: paths.home() },
        ...productCrumbs(product),
        { name: product.name, path },
      ]),
    ],
  });
}
