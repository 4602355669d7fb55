import type { Route } from './+types/bundles';
import { serverApi } from '../shared/api/server-context.ts';
import { getBundles } from '../features/bundles/api/get-bundles.ts';
import { bundleListMeta } from '../features/bundles/bundle-meta.ts';
import { BundleList } from '../features/bundles/components/bundle-list.tsx';
import { siteOrigin } from '../shared/seo/meta.ts';
import { publicPage } from '../shared/public-page.ts';

// The loader runs on every navigation here, which is the spec's "reloads when the navigation key changes".

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export async function loader({ context }: Route.LoaderArgs) {
  return getBundles(serverApi(context));
}

export const meta: Route.MetaFunction = ({ matches }) => bundleListMeta(siteOrigin(matches));

export default function Bundles({ loaderData }: Route.ComponentProps) {
  return <BundleList bundles={loaderData.bundles} isPriceBlurred={loaderData.isPriceBlurred} />;
}
