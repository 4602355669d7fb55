import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/shop';
import { ErrorPage } from '../../shared/ui/error-page.tsx';
import { SiteChrome } from './site-chrome.tsx';

/** The shop's pages: the catalogue, the basket, the account (routes.ts). */
export default function ShopLayout() {
  return (
    <SiteChrome kind="full">
      <Outlet />
    </SiteChrome>
  );
}

/**
 * A page of the shop that failed without a boundary of its own, or whose route list or data could not
 * be fetched offline, is drawn here, inside the shop's header and footer, not by the root's (decision 092).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome kind="full">
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
    </SiteChrome>
  );
}
