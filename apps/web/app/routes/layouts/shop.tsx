import { Outlet } from 'react-router';
import { SiteChrome } from './site-chrome.tsx';

/** The shop's pages: the catalogue, the basket, the account (routes.ts). */
export default function ShopLayout() {
  return (
    <SiteChrome kind="full">
      <Outlet />
    </SiteChrome>
  );
}
