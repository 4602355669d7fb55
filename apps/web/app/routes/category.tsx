import { data } from 'react-router';
import type { Route } from './+types/category';
import { serverApi } from '../shared/api/server-context.ts';
import { findCategory } from '../features/listing/api/find-category.ts';
import { ListingHeading } from '../features/listing/components/listing-heading.tsx';
import { ListingPage } from '../features/listing/components/listing-page.tsx';
import { SubCategoryChips } from '../features/listing/components/sub-category-chips.tsx';
import { hasActiveFilters } from '../features/listing/listing-filters.ts';
import { categoryTrail, listingMeta, trailCrumbs } from '../features/listing/listing-seo.ts';
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
  const found = await loadSubjectListing(
    findCategory(api, id),
    loadListing(api, { kind: 'category', id }, url),
  );
  if (!found) throw data(null, { status: 404 });
  const { subject: category, listing } = found;
  redirectToCanonical(request, paths.category(id, category.slug));
  return { category, listing };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData) return listingErrorMeta(error);
  const { category, listing } = loaderData;
  return listingMeta({
    origin: siteOrigin(matches),
    title: category.name,
    description: format(faListing.meta.categoryDescription, { name: category.name }),
    canonicalPath: paths.category(category.id, category.slug),
    trail: categoryTrail(category.breadcrumb, category),
    isFiltered: hasActiveFilters(listing.filters),
    image: category.logo,
  });
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, listing } = loaderData;
  return (
    <ListingPage
      data={listing}
      basePath={paths.category(category.id, category.slug)}
      crumbs={trailCrumbs(categoryTrail(category.breadcrumb, category))}
      header={
        <>
          <ListingHeading title={category.name} />
          <SubCategoryChips categories={category.sub_categories} />
        </>
      }
    />
  );
}

export const ErrorBoundary = ListingErrorBoundary;
