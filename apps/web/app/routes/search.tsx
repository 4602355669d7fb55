import type { Route } from './+types/search';
import { serverApi } from '../shared/api/server-context.ts';
import { ListingPage } from '../features/listing/components/listing-page.tsx';
import { SearchHeading, searchTitle } from '../features/listing/components/search-heading.tsx';
import { hasActiveFilters } from '../features/listing/listing-filters.ts';
import { listingMeta, trailCrumbs } from '../features/listing/listing-seo.ts';
import { loadListing, type ListingData } from '../features/listing/load-listing.ts';
import { format } from '../shared/i18n/fa.ts';
import { faListing } from '../shared/i18n/fa-listing.ts';
import { paths } from '../shared/paths.ts';
import { siteOrigin } from '../shared/seo/meta.ts';
import { ListingErrorBoundary, listingErrorMeta } from '../features/listing/missing-shelf.tsx';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(serverApi(context), { kind: 'search' }, new URL(request.url));
}

/** The search page's place in the site: "Home › Search for «milk»" (or "All products"). */
function searchTrail(data: ListingData) {
  return [{ name: searchTitle(data), path: paths.search(data.filters.q ?? undefined) }];
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (!loaderData) return listingErrorMeta(error);
  const { q } = loaderData.filters;
  return listingMeta({
    origin: siteOrigin(matches),
    title: searchTitle(loaderData),
    description: q ? format(faListing.meta.searchDescription, { query: q }) : faListing.meta.allDescription,
    canonicalPath: paths.search(q ?? undefined),
    trail: searchTrail(loaderData),
    isFiltered: hasActiveFilters(loaderData.filters),
  });
};

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      data={loaderData}
      basePath={paths.search()}
      crumbs={trailCrumbs(searchTrail(loaderData))}
      header={<SearchHeading data={loaderData} />}
    />
  );
}

export const ErrorBoundary = ListingErrorBoundary;
