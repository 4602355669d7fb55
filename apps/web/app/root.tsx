// Self-hosted Vazirmatn; its unicode ranges let the browser fetch only the subsets a page uses.
import '@fontsource-variable/vazirmatn';
import {
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
import { serverApi } from './api/server-context.ts';
import type { CategoryNode } from '@shop/domain/catalogue/schemas';
import type { SiteConfig } from '@shop/domain/content/schemas';
import { ErrorPage } from './components/error-page.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader, searchInputId } from './components/layout/site-header.tsx';
import { SearchBox } from './features/search/components/search-box.tsx';
import { MobileBottomBar } from './components/layout/mobile-bottom-bar.tsx';
import { fa } from './i18n/fa.ts';
import './app.css';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [categories, config] = await Promise.all([
    api.get<CategoryNode[]>('/categories').then(
      (envelope) => envelope.data,
      // The menu is not worth failing the whole page for; the shell renders without it.
      () => [] as CategoryNode[],
    ),
    api.get<SiteConfig>('/config').then((envelope) => envelope.data),
  ]);
  return { categories, origin: config.public_url };
}

/** The menu changes rarely: do not refetch it on every client navigation. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="fa" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#be123c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col pb-16 antialiased lg:pb-0">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {fa.header.skipToContent}
        </a>
        <SiteHeader categories={data?.categories ?? []} search={<SearchBox inputId={searchInputId} />} />
        <main id="main" className="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-4 sm:px-5">
          {children}
        </main>
        <SiteFooter />
        <MobileBottomBar />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage notFound={notFound} />;
}
