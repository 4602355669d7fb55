import { Outlet } from 'react-router';
import { SiteChrome } from './site-chrome.tsx';

/** Signing in and registering (and checkout, when it comes): no header, footer or bars to wander to. */
export default function FocusedLayout() {
  return (
    <SiteChrome kind="focused">
      <Outlet />
    </SiteChrome>
  );
}
