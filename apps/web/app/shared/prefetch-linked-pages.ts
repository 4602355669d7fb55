import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from './ui/when-idle.ts';

// The code of the pages the current page links to, fetched while the page is idle (decision 092).
//
// React Router learns the routes a page links to as its links render (lazy route discovery) and imports
// a route's module only when it is first visited; when that import fails it reloads the whole page,
// taking it to be a new deployment. Offline that reload is the browser's own error page, so a link
// followed after the connection dropped lost the shop entirely. A module imported once stays in the
// document's module map, and React Router's later import of the same address is answered from there
// without the network: following the link offline then reaches the shop's own offline state, inside
// the header and footer, with a retry. Only code is fetched (no page data), each module once per
// document, and nothing on a connection that asks to save data or is 2G.

type ManifestRoute = { module: string };
type Connection = { saveData?: boolean; effectiveType?: string };

const imported = new Set<string>();

function knownRouteModules(): string[] {
  const manifest = (window as { __reactRouterManifest?: { routes: Record<string, ManifestRoute> } })
    .__reactRouterManifest;
  return manifest ? Object.values(manifest.routes).map((route) => route.module) : [];
}

function savesData(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/** Imports every route module the router knows of and this document has not imported yet. */
export function prefetchKnownPages(): void {
  if (!navigator.onLine || savesData()) return;
  for (const module of knownRouteModules()) {
    if (imported.has(module)) continue;
    imported.add(module);
    // A failed fetch is forgotten so that a later idle moment tries again.
    import(/* @vite-ignore */ module).catch(() => imported.delete(module));
  }
}

/**
 * After each page has settled, fetch the code of the pages it links to. The router asks for the routes
 * of the links it rendered in one request shortly after they render: two seconds leave it time to
 * answer on a slow phone connection, then the import waits for an idle moment.
 */
export function usePrefetchLinkedPages(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(prefetchKnownPages, 3_000);
    }, 2_000);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [pathname]);
}
