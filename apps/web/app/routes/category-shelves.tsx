import { data } from 'react-router';
import type { Route } from './+types/category-shelves';
import { serverApi } from '../shared/api/server-context.ts';
import { findCategoryShelves } from '../features/listing/api/find-category-shelves.ts';
import { ShelvesPage } from '../features/listing/components/shelves-page.tsx';
import { categoryTrail, listingMeta } from '../features/listing/listing-seo.ts';
import { format } from '../shared/i18n/fa.ts';
import { faListing } from '../shared/i18n/fa-listing.ts';
import { paths } from '../shared/paths.ts';
import { redirectToCanonical, requireIdParam } from '../shared/seo/canonical.ts';
import { siteOrigin } from '../shared/seo/meta.ts';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = requireIdParam(params.id);
  const shelves = await findCategoryShelves(serverApi(context), id);
  if (!shelves) throw data(null, { status: 404 });
  const { category } = shelves;
  redirectToCanonical(request, paths.categoryShelves(id, category.slug));
  return { shelves, trail: categoryTrail(shelves.breadcrumb, category) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { category } = loaderData.shelves;
  return listingMeta({
    origin: siteOrigin(matches),
    title: category.name,
    description: format(faListing.meta.categoryDescription, { name: category.name }),
    canonicalPath: paths.categoryShelves(category.id, category.slug),
    trail: loaderData.trail,
    isFiltered: false,
    image: category.logo,
  });
};

export default function CategoryShelves({ loaderData }: Route.ComponentProps) {
  return <ShelvesPage data={loaderData.shelves} trail={loaderData.trail} />;
}
