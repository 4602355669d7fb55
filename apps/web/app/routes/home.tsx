import type { Route } from './+types/home';
import { serverApi } from '../api/server-context.ts';
import { getHome } from '../features/storefront/api/get-home.ts';
import { HomeRow } from '../features/storefront/components/home/home-row.tsx';
import { fa } from '../i18n/fa.ts';
import { paths } from '../paths.ts';
import { pageMeta, siteOrigin } from '../seo/meta.ts';
import { organizationJsonLd } from '../seo/structured-data.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await getHome(serverApi(context));
  // The server's clock seeds the countdowns so the hydrated page starts from the same second.
  return { rows, now: Math.floor(Date.now() / 1000) };
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
  return (
    <>
      <h1 className="sr-only">{fa.site.name}</h1>
      {loaderData.rows.map((row, index) => (
        <HomeRow key={row.id} row={row} now={loaderData.now} isFirst={index === 0} />
      ))}
    </>
  );
}
