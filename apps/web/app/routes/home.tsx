import type { Route } from './+types/home';
import { serverApi } from '../api/server-context.ts';
import { getHome } from '../features/storefront/api/get-home.ts';
import { HomeRow } from '../features/storefront/components/home/home-row.tsx';
import { fa } from '../i18n/fa.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await getHome(serverApi(context));
  // The server's clock seeds the countdowns so the hydrated page starts from the same second.
  return { rows, now: Math.floor(Date.now() / 1000) };
}

export function meta() {
  return [
    { title: `${fa.site.name} | ${fa.site.tagline}` },
    { name: 'description', content: fa.site.description },
    { property: 'og:title', content: fa.site.name },
    { property: 'og:description', content: fa.site.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'fa_IR' },
  ];
}

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
