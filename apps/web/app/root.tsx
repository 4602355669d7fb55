import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { serverApi } from './shared/api/server-context.ts';
import * as catalogue from '@shop/domain/catalogue/endpoints';
import * as content from '@shop/domain/content/endpoints';
import { ErrorPage } from './shared/ui/error-page.tsx';
import { menuCategories, type MenuCategory } from './shared/layout/category-menu.tsx';
import { BasketButtonProvider, EngagementButtonsProvider } from './shared/product/purchase-slots.tsx';
import { ReviewsProvider } from './shared/product/reviews-slot.tsx';
import { ToastHost } from './shared/ui/toast-host.tsx';
import { OfflineBanner } from './shared/layout/offline-banner.tsx';
import { LiveChat } from './shared/layout/live-chat.tsx';
import { liveChatContext } from './shared/live-chat-context.ts';
import { SiteChrome } from './routes/layouts/site-chrome.tsx';
import { BasketRoot } from './features/basket/components/basket-root.tsx';
import { engagementButtons, renderBasketButton, renderReviews } from './feature-slots.tsx';
import { currentUserOf } from './features/auth/api/current-user.ts';
import { askWhoIsSignedIn, isUserWithheldHere } from './features/auth/api/ask-who-is-signed-in.ts';
import { useAskWhoIsSignedIn } from './features/auth/hooks/use-ask-who-is-signed-in.ts';
import { useRememberReferral } from './features/auth/hooks/use-remember-referral.ts';
import { sessionWithheldContext } from './shared/session/session-withheld.ts';
import { keepZodFromEval, useNonce } from './csp-nonce.ts';
import { fa } from './shared/i18n/fa.ts';
import { usePrefetchLinkedPages } from './shared/prefetch-linked-pages.ts';
// The stylesheets go inside the HTML's <head> rather than behind a <link>: a phone on a slow network
// paints the page as soon as the HTML arrives instead of waiting for one more request that competes
// with the scripts for bandwidth. Only the server build carries the text (import.meta.env.SSR is
// replaced at build time, so the client bundle drops it); the browser keeps the server's <style>, as
// hydration leaves dangerouslySetInnerHTML alone. Vazirmatn is self-hosted, cut to what the shop shows.
import fontCss from './fonts.css?inline';
// Preloaded from the HTML's head (and its headers, below) rather than requested when the first layout
// finds Persian text, so it arrives as early as the page allows: until it does, Persian text is laid out
// in a fallback font and laid out again when Vazirmatn arrives.
import fontUrl from '../.generated/vazirmatn-shop.woff2?url';
import appCss from './app.css?inline';

const stylesId = 'shop-styles';
// In the browser the text is read back once from the server's own <style>: when an error reaches the
// root's boundary React draws the document again with a new <style>, and an empty one left the page
// unstyled (issue 46, decision 092).
const inlineCss = import.meta.env.SSR
  ? fontCss + appCss
  : (document.getElementById(stylesId)?.textContent ?? '');

export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [categories, config, user] = await Promise.all([
    // The menu's top level only: its levels below are fetched when it opens (category-menu.tsx).
    api.call(catalogue.categoryTree).then(
      (envelope) => menuCategories(envelope.data),
      // The menu is not worth failing the whole page for; the shell renders without it.
      () => [] as MenuCategory[],
    ),
    api.call(content.siteConfig).then((envelope) => envelope.data),
    // The header's customer (GET /profile only when a session cookie came); a failure shows a guest.
    // A public page is drawn without the cookie (decision 071): nobody here, and the browser asks.
    currentUserOf(context, request).catch(() => null),
  ]);
  const isUserWithheld = context.get(sessionWithheldContext);
  // A page holding a customer's details must never be kept by a shared cache.
  const headers = user ? { 'cache-control': 'private, no-store', vary: 'cookie' } : undefined;
  return data(
    { categories, origin: config.public_url, user, isUserWithheld, liveChat: context.get(liveChatContext) },
    headers ? { headers } : undefined,
  );
}

// On a page drawn for everyone, who is signed in is asked while the page hydrates, not after it.
if (isUserWithheldHere()) void askWhoIsSignedIn();

// The font's preload also goes in the response's headers, where a reverse proxy or CDN that sends
// 103 Early Hints (nginx, Cloudflare) picks it up: the phone then fetches the font while the page is
// still being rendered, and the first layout can already use Vazirmatn. Laying Persian text out in a
// fallback font first costs 2–5 times the layout work (measured in Chromium), then a second layout.
// Without such an edge it changes little: Chromium starts header preloads when it commits the page.
const fontPreloadHeader = `<${fontUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`;

/** Only the root sets headers, so they apply to every page: the private ones above and the font. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  headers.set('link', fontPreloadHeader);
  return headers;
}

/** The menu changes rarely: do not refetch it on every client navigation. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

keepZodFromEval();

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const isUserWithheld = root?.isUserWithheld === true;
  useAskWhoIsSignedIn(isUserWithheld);
  const nonce = useNonce();
  return (
    // The mark lets the first script ask who is signed in before React starts (decision 071).
    <html lang="fa" dir="rtl" data-user-withheld={isUserWithheld ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#be123c" />
        <Meta />
        <style id={stylesId} dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col pb-16 antialiased lg:pb-0">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {fa.header.skipToContent}
        </a>
        <OfflineBanner />
        {/* The page's chrome comes from its layout route (routes/layouts); the basket and toasts
            live here, so they survive moving between layouts. */}
        <BasketRoot>
          <BasketButtonProvider value={renderBasketButton}>
            <EngagementButtonsProvider value={engagementButtons}>
              <ReviewsProvider value={renderReviews}>{children}</ReviewsProvider>
            </EngagementButtonsProvider>
          </BasketButtonProvider>
        </BasketRoot>
        <LiveChat scriptUrl={root?.liveChat ?? null} />
        <ToastHost />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A friend's share link may land on any page (decision 057).
  useRememberReferral();
  // Offline, a link followed reaches the shop's offline state rather than the browser's (decision 092).
  usePrefetchLinkedPages();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteChrome kind="full">
      <ErrorPage notFound={notFound} />
    </SiteChrome>
  );
}
