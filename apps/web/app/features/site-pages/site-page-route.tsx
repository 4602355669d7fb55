import { data, useLoaderData, type MetaFunction } from 'react-router';
import { serverApi } from '../../shared/api/server-context.ts';
import { faSitePages } from '../../shared/i18n/fa-site-pages.ts';
import { paths } from '../../shared/paths.ts';
import { pageMeta, siteOrigin } from '../../shared/seo/meta.ts';
import { breadcrumbJsonLd } from '../../shared/seo/structured-data.ts';
import { NotFoundBoundary, notFoundMeta } from '../../shared/ui/not-found-message.tsx';
import { findSitePage } from './api/find-site-page.ts';
import { SitePageArticle } from './components/site-page-article.tsx';

// What /about-us, /terms and /privacy are made of (decision 061): each route names its own slug in
// its loader (a navigation in the browser loads the data from another address than the page's, so
// the slug is not read from the address).

/** A route's loader: its page, or a real 404. */
export async function loadSitePage(context: Parameters<typeof serverApi>[0], slug: string) {
  const page = await findSitePage(serverApi(context), slug);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

type Loaded = Awaited<ReturnType<typeof loadSitePage>>;

export const sitePageMeta: MetaFunction<() => Loaded> = ({ loaderData, matches }) => {
  if (!loaderData) return notFoundMeta(faSitePages.notFound);
  const { page } = loaderData;
  const origin = siteOrigin(matches);
  const path = `/${page.slug}`;
  return pageMeta({
    title: page.title,
    description: page.description,
    origin,
    path,
    structuredData: [breadcrumbJsonLd(origin, [{ name: page.title, path }])],
  });
};

export function SitePage() {
  return <SitePageArticle page={useLoaderData<Loaded>().page} />;
}

export function SitePageErrorBoundary({ error }: { error: unknown }) {
  return (
    <NotFoundBoundary
      error={error}
      title={faSitePages.notFound}
      body={faSitePages.notFoundBody}
      action={{ label: faSitePages.backHome, to: paths.home() }}
    />
  );
}
