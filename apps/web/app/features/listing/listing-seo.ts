import type { MetaDescriptor } from 'react-router';
import type { BreadcrumbItem } from '@shop/domain/catalogue/schemas';
import type { Crumb } from '../../shared/ui/breadcrumb.tsx';
import { fa } from '../../shared/i18n/fa.ts';
import { paths } from '../../shared/paths.ts';
import { pageMeta } from '../../shared/seo/meta.ts';
import { breadcrumbJsonLd, categoryCrumbs } from '../../shared/seo/structured-data.ts';

/** A step of the page's trail: shown by the breadcrumb and given to crawlers as BreadcrumbList. */
export type TrailStep = { name: string; path: string };

/** A category's trail from the top, ending at the category itself even if the API's list stops above it. */
export function categoryTrail(breadcrumb: readonly BreadcrumbItem[], current: BreadcrumbItem): TrailStep[] {
  const items = breadcrumb.at(-1)?.id === current.id ? breadcrumb : [...breadcrumb, current];
  return categoryCrumbs(items);
}

/** The visible breadcrumb (which adds "Home" itself); the last step is the page and is not a link. */
export function trailCrumbs(trail: readonly TrailStep[]): Crumb[] {
  return trail.map((step) => ({ label: step.name, to: step.path }));
}

type ListingMetaInput = {
  origin: string;
  title: string;
  description: string;
  /** The page's identity only (category or brand path, or /search?q=): never the sort, page or filters. */
  canonicalPath: string;
  trail: readonly TrailStep[];
  /** Filtered variants are the same page narrowed: crawlers may follow them but should not index them. */
  isFiltered: boolean;
  image?: string | null | undefined;
};

export function listingMeta({
  origin,
  title,
  description,
  canonicalPath,
  trail,
  isFiltered,
  image,
}: ListingMetaInput): MetaDescriptor[] {
  const meta = pageMeta({
    title,
    description,
    origin,
    path: canonicalPath,
    image,
    structuredData: [breadcrumbJsonLd(origin, [{ name: fa.header.home, path: paths.home() }, ...trail])],
  });
  return isFiltered ? [...meta, { name: 'robots', content: 'noindex,follow' }] : meta;
}
