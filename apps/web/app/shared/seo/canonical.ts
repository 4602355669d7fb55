import { data, redirect } from 'react-router';
import { safeRedirectPath } from '@shop/domain/navigation/safe-redirect';
import { toLatinDigits } from '@shop/domain/persian-digits';

/**
 * An id from a URL segment. Customers type Persian or Arabic digits into URLs (decision 3), so
 * they count; anything else cannot name a record and is a 404 without asking the API.
 */
export function requireIdParam(param: string | undefined): number {
  const digits = toLatinDigits(param ?? '');
  const id = Number(digits);
  if (!/^\d+$/.test(digits) || !Number.isSafeInteger(id) || id <= 0) {
    throw data(null, { status: 404 });
  }
  return id;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The page a request is for. Client navigations fetch loader data from "{path}.data" ("/_.data"
 * after a trailing slash: React Router's single fetch) with a `_routes` query of its own.
 */
function pageUrl(request: Request): { path: string; search: string } {
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const path = url.pathname.replace(/(\/_)?\.data$/, (_suffix, slash?: string) => (slash ? '/' : ''));
  return { path, search: url.search };
}

/**
 * One URL per page for search engines: a missing or stale slug, Persian digits in the id or a
 * trailing slash answer 301 to the canonical path, keeping the query. Paths are compared decoded,
 * because browsers and encodeURIComponent escape a few characters differently.
 */
export function redirectToCanonical(request: Request, canonicalPath: string): void {
  const { path, search } = pageUrl(request);
  if (decodedPath(path) !== decodedPath(canonicalPath)) {
    // Through the one redirect gate, though the path is built from the catalogue (issue 16).
    throw redirect(safeRedirectPath(`${canonicalPath}${search}`) ?? '/', 301);
  }
}
