import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { serverApi } from '../shared/api/server-context.ts';
import { ListingPage } from '../features/listing/components/listing-page.tsx';
import { NotFoundNotice } from '../features/listing/components/not-found-notice.tsx';
import { SearchHeading } from '../features/listing/components/search-heading.tsx';
import { emptyFilters } from '../features/listing/listing-filters.ts';
import { loadListingFor } from '../features/listing/load-listing.ts';
import { suggestedQuery } from '../features/listing/suggested-query.ts';
import { fa } from '../shared/i18n/fa.ts';
import { paths } from '../shared/paths.ts';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

/**
 * Any path nobody claims shows the search page (the spec) with a real 404 status, so crawlers drop
 * the dead link. A Persian last segment is searched for; when that finds nothing, all products.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const search = { kind: 'search' } as const;
  const q = suggestedQuery(new URL(request.url).pathname);
  let listing = await loadListingFor(api, search, { ...emptyFilters, q });
  if (q !== null && listing.firstPage.count === 0) listing = await loadListingFor(api, search, emptyFilters);
  return data(listing, { status: 404 });
}

export function meta() {
  return [
    { title: `${fa.errors.notFoundTitle} | ${fa.site.shortName}` },
    { name: 'robots', content: 'noindex,follow' },
  ];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage
      data={loaderData}
      basePath={paths.search()}
      crumbs={[{ label: fa.errors.notFoundTitle }]}
      header={
        <>
          <NotFoundNotice />
          <SearchHeading data={loaderData} />
        </>
      }
    />
  );
}
