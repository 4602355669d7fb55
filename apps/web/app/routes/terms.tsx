import type { Route } from './+types/terms';
import {
  loadSitePage,
  SitePage,
  SitePageErrorBoundary,
  sitePageMeta,
} from '../features/site-pages/site-page-route.tsx';

export const loader = ({ context }: Route.LoaderArgs) => loadSitePage(context, 'terms');
export const meta = sitePageMeta;
export const ErrorBoundary = SitePageErrorBoundary;
export default SitePage;
