import type { Route } from './+types/about-us';
import {
  loadSitePage,
  SitePage,
  SitePageErrorBoundary,
  sitePageMeta,
} from '../features/site-pages/site-page-route.tsx';
import { publicPage } from '../shared/public-page.ts';

/** The same for everyone who asks: drawn without the session and shared (decision 071). */
export const handle = publicPage;

export const loader = ({ context }: Route.LoaderArgs) => loadSitePage(context, 'about-us');
export const meta = sitePageMeta;
export const ErrorBoundary = SitePageErrorBoundary;
export default SitePage;
