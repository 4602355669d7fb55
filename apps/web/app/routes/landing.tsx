import { data } from 'react-router';
import type { Route } from './+types/landing';
import { serverApi } from '../shared/api/server-context.ts';
import { findLanding } from '../features/storefront/landing/find-landing.ts';
import { LandingPage } from '../features/storefront/landing/landing-page.tsx';
import { faSitePages } from '../shared/i18n/fa-site-pages.ts';
import { paths } from '../shared/paths.ts';
import { pageMeta, siteOrigin } from '../shared/seo/meta.ts';
import { breadcrumbJsonLd } from '../shared/seo/structured-data.ts';
import { NotFoundBoundary, notFoundMeta } from '../shared/ui/not-found-message.tsx';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ params, context }: Route.LoaderArgs) {
  const landing = await findLanding(serverApi(context), params.slug);
  // An ended campaign is a real 404, so search engines drop its address.
  if (!landing) throw data(null, { status: 404 });
  return { landing };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta(faSitePages.landingNotFound);
  const { landing } = loaderData;
  const origin = siteOrigin(matches);
  const path = paths.landing(landing.slug);
  const picture = landing.items.find((item) => item.type_en === 'slider' || item.type_en === 'banner');
  return pageMeta({
    title: landing.title,
    description: landing.description,
    origin,
    path,
    image: picture?.configs[0]?.url,
    structuredData: [breadcrumbJsonLd(origin, [{ name: landing.title, path }])],
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title={faSitePages.landingNotFound}
      body={faSitePages.landingNotFoundBody}
      action={{ label: faSitePages.seeOffers, to: paths.specialSale() }}
    />
  );
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage landing={loaderData.landing} />;
}
