import { data } from 'react-router';
import type { Brand } from '@shop/domain/catalogue/schemas';
import { truncateWords } from '@shop/domain/truncate';
import type { Route } from './+types/brand';
import { serverApi } from '../shared/api/server-context.ts';
import { findBrand } from '../features/listing/api/find-brand.ts';
import { BrandHeader } from '../features/listing/components/brand-header.tsx';
import { ListingPage } from '../features/listing/components/listing-page.tsx';
import { hasActiveFilters } from '../features/listing/listing-filters.ts';
import { listingMeta, trailCrumbs } from '../features/listing/listing-seo.ts';
import { loadListing, loadSubjectListing } from '../features/listing/load-listing.ts';
import { format } from '../shared/i18n/fa.ts';
import { faListing } from '../shared/i18n/fa-listing.ts';
import { paths } from '../shared/paths.ts';
import { redirectToCanonical, requireIdParam } from '../shared/seo/canonical.ts';
import { siteOrigin } from '../shared/seo/meta.ts';
import { ListingErrorBoundary, listingErrorMeta } from '../features/listing/missing-shelf.tsx';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = requireIdParam(params.id);
  const api = serverApi(context);
  const url = new URL(request.url);
  const found = await loadSubjectListing(findBrand(api, id), loadListing(api, { kind: 'brand', id }, url));
  if (!found) throw data(null, { status: 404 });
  const { subject: brand, listing } = found;
  redirectToCanonical(request, paths.brand(id, brand.slug));
  return { brand, listing };
}

/** "Home › Brands › Mihan". */
function brandTrail(brand: Brand) {
  return [
    { name: faListing.brandsCrumb, path: paths.brands() },
    { name: brand.name, path: paths.brand(brand.id, brand.slug) },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData) return listingErrorMeta(error);
  const { brand, listing } = loaderData;
  return listingMeta({
    origin: siteOrigin(matches),
    title: brand.name,
    description: brand.description
      ? truncateWords(brand.description, 160)
      : format(faListing.meta.brandDescription, { name: brand.name }),
    canonicalPath: paths.brand(brand.id, brand.slug),
    trail: brandTrail(brand),
    isFiltered: hasActiveFilters(listing.filters),
    image: brand.logo,
  });
};

export default function BrandListing({ loaderData }: Route.ComponentProps) {
  const { brand, listing } = loaderData;
  return (
    <ListingPage
      data={listing}
      basePath={paths.brand(brand.id, brand.slug)}
      crumbs={trailCrumbs(brandTrail(brand))}
      header={<BrandHeader brand={brand} />}
    />
  );
}

export const ErrorBoundary = ListingErrorBoundary;
