import type { ReactNode } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { AccountMenu } from '../../features/auth/components/account-menu.tsx';
import { BasketButton } from '../../features/basket/components/basket-button.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { EngagedNotice } from '../../shared/layout/engaged-notice.tsx';
import type { MenuCategory } from '../../shared/layout/category-menu.tsx';
import { MobileBottomBar } from '../../shared/layout/mobile-bottom-bar.tsx';
import { LazySiteFooter } from '../../shared/layout/lazy-site-footer.tsx';
import { SiteHeader, searchInputId } from '../../shared/layout/site-header.tsx';
import { paths } from '../../shared/paths.ts';
import { useSessionUser } from '../../shared/session/session-store.ts';

type RootData = { categories: MenuCategory[] };

/**
 * The page around a route, in one of two kinds. `full` is the shop's: header, footer, the phone's
 * bottom bar and the sticky notice. `focused` is for a task the page should not be distracted from
 * (signing in, registering, and checkout next): none of them, as the spec hides the header there; the
 * page brings its own logo. The layout routes choose one; the root's error page uses the full one.
 */
export function SiteChrome({ kind, children }: { kind: 'full' | 'focused'; children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const { pathname, search } = useLocation();
  // Signing in from a page comes back to it (home needs no backUrl).
  const loginPath = paths.login(pathname === paths.home() ? undefined : `${pathname}${search}`);
  if (kind === 'focused') {
    return (
      <main id="main" className="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-4 sm:px-5">
        {children}
      </main>
    );
  }
  return (
    <>
      <SiteHeader
        categories={root?.categories ?? []}
        search={<SearchBox inputId={searchInputId} />}
        account={<SessionAccountMenu loginPath={loginPath} />}
        basket={<BasketButton />}
      />
      <main id="main" className="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-4 sm:px-5">
        {children}
      </main>
      <LazySiteFooter />
      <SessionBottomBar loginPath={loginPath} />
      <EngagedNotice />
    </>
  );
}

// Who is signed in is followed by these two alone: when a page drawn for everyone learns it (decision
// 071), only they draw again, not the header's menus, the search box and the footer with their links.

function SessionAccountMenu({ loginPath }: { loginPath: string }) {
  const { user, isKnown } = useSessionUser();
  return <AccountMenu user={user} isKnown={isKnown} loginPath={loginPath} />;
}

function SessionBottomBar({ loginPath }: { loginPath: string }) {
  const { user, isKnown } = useSessionUser();
  // A session whose customer is not known yet most likely still holds (decision 071).
  return <MobileBottomBar isSignedIn={user !== null || !isKnown} loginPath={loginPath} />;
}
