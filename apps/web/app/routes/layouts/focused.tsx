import { Outlet } from 'react-router';
import { SiteChrome } from './site-chrome.tsx';

/** Signing in and registering (and checkout, when it comes): the header only, nothing to wander to. */
export default function FocusedLayout() {
  return (
    <SiteChrome kind="focused">
      <Outlet />
    </SiteChrome>
  );
}
