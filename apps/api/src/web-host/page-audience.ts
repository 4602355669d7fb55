import type { IncomingHttpHeaders } from 'node:http';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * Whom a page request is rendered for (decision 071):
 * - `guest`: no session came with it; rendered as every guest sees it.
 * - `everyone`: a session came, but the page is public (its route's `handle` says `isPublicPage`) and
 *   is only read: rendered without the session, exactly as a guest's, plus the mark that tells the
 *   browser to ask who is signed in. One copy serves every customer.
 * - `customer`: a session came and the page is the customer's own (the basket, the account,
 *   checkout), or a form is posted: rendered with the session and never kept.
 */
export type PageAudience = 'guest' | 'everyone' | 'customer';

/** The headers that speak for the visitor: a render for everyone must not see them. */
export const sessionHeaders = ['cookie', 'authorization'] as const;

/** The session cookie (`sid`, the identity module's) or a bearer token: the API would answer as someone. */
export function hasSession(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization) return true;
  return /(?:^|;\s*)sid=/.test(headers.cookie ?? '');
}

export function pageAudience(
  request: { method: string; url: string; headers: IncomingHttpHeaders },
  isPublicPath: (pathname: string) => boolean,
): PageAudience {
  if (!hasSession(request.headers)) return 'guest';
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && isPublicPath(pagePathOf(request.url)) ? 'everyone' : 'customer';
}

/**
 * The page a request's address asks for, its navigation data included: React Router fetches a page's
 * loaders at `<path>.data`, and at `<path>_.data` for a path ending in a slash (the home page's too).
 */
export function pagePathOf(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

type Manifest = ServerBuild['routes'];
const matchers = new WeakMap<Manifest, (pathname: string) => boolean>();

/** Paths whose answer is remembered, per build: a customer's page read from the cache is not matched again. */
const rememberedPaths = 10_000;

/**
 * Whether a path is one of the build's public pages: the deepest route it matches says so in its
 * `handle` (apps/web/app/shared/public-page.ts). A route that does not is personal, so a new page is
 * rendered per customer until someone decides otherwise. Built once per build; each path's answer is
 * remembered (matching ranks every route again on each call: a tenth of a millisecond, as much as a
 * whole answer from the page cache).
 */
export function publicPageMatcher(routes: Manifest): (pathname: string) => boolean {
  let matcher = matchers.get(routes);
  if (!matcher) {
    const tree = routeTree(routes);
    const answers = new Map<string, boolean>();
    matcher = (pathname) => {
      let isPublic = answers.get(pathname);
      if (isPublic === undefined) {
        const leaf = matchRoutes(tree, safeDecode(pathname))?.at(-1)?.route;
        isPublic = (leaf?.handle as { isPublicPage?: unknown } | undefined)?.isPublicPage === true;
        if (answers.size >= rememberedPaths) answers.clear();
        answers.set(pathname, isPublic);
      }
      return isPublic;
    };
    matchers.set(routes, matcher);
  }
  return matcher;
}

/** The build's flat route manifest as the nested routes `matchRoutes` takes. */
function routeTree(routes: Manifest, parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route) => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    const handle: unknown = route.module.handle;
    return [
      route.index
        ? { id, path, caseSensitive, handle, index: true }
        : { id, path, caseSensitive, handle, children: routeTree(routes, id) },
    ];
  });
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
