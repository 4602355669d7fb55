import { data } from 'react-router';
import type { Route } from './+types/bundle';
import { serverApi } from '../shared/api/server-context.ts';
import { NotFoundBoundary, notFoundMeta } from '../shared/ui/not-found-message.tsx';
import { findBundle } from '../features/bundles/api/find-bundle.ts';
import { bundleMeta } from '../features/bundles/bundle-meta.ts';
import { BundlePage } from '../features/bundles/components/bundle-page.tsx';
import { faBundles } from '../shared/i18n/fa-bundles.ts';
import { paths } from '../shared/paths.ts';
import { redirectToCanonical, requireIdParam } from '../shared/seo/canonical.ts';
import { siteOrigin } from '../shared/seo/meta.ts';
import { RecordVisit } from '../features/engagement/components/record-visit.tsx';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const bundle = await findBundle(serverApi(context), requireIdParam(params.id));
  // A real 404 (crawlers drop the address); the error boundary says «چنین سبدی دیگر وجود ندارد».
  if (!bundle) throw data(null, { status: 404 });
  redirectToCanonical(request, paths.bundle(bundle.id, bundle.slug));
  return { bundle };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? bundleMeta(siteOrigin(matches), loaderData.bundle) : notFoundMeta(faBundles.notFound);

export default function Bundle({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BundlePage key={loaderData.bundle.id} bundle={loaderData.bundle} />
      <RecordVisit type="bundle" id={loaderData.bundle.id} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <NotFoundBoundary
      error={error}
      title={faBundles.notFound}
      body={faBundles.notFoundBody}
      action={{ label: faBundles.allBundles, to: paths.bundles() }}
    />
  );
}
