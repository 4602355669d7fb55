import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { Route } from './+types/home';
import { serverApi } from '../shared/api/server-context.ts';
import { takeResumeOrder } from '../features/auth/resume-order.ts';
import { getHome, serverRenderedRows } from '../features/storefront/api/get-home.ts';
import { HomeRow } from '../features/storefront/components/home/home-row.tsx';
import { LazyHomeRow } from '../features/storefront/components/home/lazy-home-row.tsx';
import { fa } from '../shared/i18n/fa.ts';
import { paths } from '../shared/paths.ts';
import { pageMeta, siteOrigin } from '../shared/seo/meta.ts';
import { organizationJsonLd } from '../shared/seo/structured-data.ts';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ context }: Route.LoaderArgs) {
  const slots = await getHome(serverApi(context));
  // The server's clock seeds the countdowns so the hydrated page starts from the same second.
  return { slots, now: Math.floor(Date.now() / 1000) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = siteOrigin(matches);
  return pageMeta({
    title: fa.site.tagline,
    description: fa.site.description,
    origin,
    path: paths.home(),
    image: '/favicon.svg',
    structuredData: [organizationJsonLd(origin)],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  // An order interrupted by registration goes on to checkout (storefront.md §2, the resume flag).
  useEffect(() => {
    if (takeResumeOrder()) void navigate(paths.checkout(), { replace: true });
  }, [navigate]);
  return (
    <>
      <h1 className="sr-only">{fa.site.name}</h1>
      <div className="home-rows">
        {loaderData.slots.map(({ layout, row }, index) =>
          index < serverRenderedRows ? (
            row ? (
              <HomeRow key={layout.id} row={row} now={loaderData.now} isFirst={index === 0} />
            ) : null
          ) : (
            <LazyHomeRow key={layout.id} layout={layout} now={loaderData.now} />
          ),
        )}
      </div>
    </>
  );
}
