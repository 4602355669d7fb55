import type { MetaDescriptor } from 'react-router';
import type { BundleDetail } from '@shop/domain/catalogue/schemas';
import { formatNumberFa } from '@shop/domain/money';
import { fa, format } from '../../shared/i18n/fa.ts';
import { faBundles } from '../../shared/i18n/fa-bundles.ts';
import { paths } from '../../shared/paths.ts';
import { pageMeta } from '../../shared/seo/meta.ts';
import { breadcrumbJsonLd, bundleJsonLd } from '../../shared/seo/structured-data.ts';

export function bundleListMeta(origin: string): MetaDescriptor[] {
  return pageMeta({
    title: faBundles.title,
    description: faBundles.metaDescription,
    origin,
    path: paths.bundles(),
  });
}

export function bundleMeta(origin: string, bundle: BundleDetail): MetaDescriptor[] {
  const path = paths.bundle(bundle.id, bundle.slug);
  return pageMeta({
    title: bundle.name,
    description: format(faBundles.metaBundle, {
      name: bundle.name,
      count: formatNumberFa(bundle.products.length),
    }),
    origin,
    path,
    image: bundle.image,
    structuredData: [
      breadcrumbJsonLd(origin, [
        { name: fa.header.home, path: paths.home() },
        { name: faBundles.title, path: paths.bundles() },
        { name: bundle.name, path },
      ]),
      bundleJsonLd(origin, bundle, path),
    ],
  });
}
