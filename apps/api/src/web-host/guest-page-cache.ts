import type { Cache } from '../adapters/cache/port.ts';
import type { PageAudience } from './page-audience.ts';

/**
 * Whole pages as a guest sees them, kept a few seconds (the API's micro-cache, for HTML): a guest's
 * home, listing or product page is the same for everyone, and rendering a page costs milliseconds of
 * CPU that a hundred visitors a second would otherwise each pay. Signed-in customers share them too
 * on public pages (decision 071): such a page is rendered without their session (page-audience.ts),
 * so what is kept holds nothing of anyone's; one copy for guests and one, marked for the browser to
 * ask who is signed in, for every customer. The customer's own pages are never kept.
 * Only addresses without a query string (searches and filtered lists vary without end) and only
 * answers that are 200, set no cookie, are not private and are HTML or React Router's navigation
 * data are kept, one copy per content encoding. Prices and stock may show `ttlSeconds` late, as in
 * the API's cache; the basket and checkout re-check them.
 */
export type GuestPageCache = { cache: Cache; ttlSeconds: number };

export type CachedPage = { status: number; headers: Record<string, string>; body: Buffer };

/** The headers a stored page is sent with again; per-request ones (request id) are set anew. */
// The policy kept is the page's own, allowing its inline scripts by their hashes (content-security-policy.ts).
const keptHeaders = [
  'content-type',
  'content-encoding',
  'vary',
  'cache-control',
  'link',
  'content-security-policy',
] as const;

/** A read the cache may answer and keep: a GET of an address without a query string, not a customer's own. */
export function isKeptPageRead(request: { method: string; url: string }, audience: PageAudience): boolean {
  return request.method === 'GET' && !request.url.includes('?') && audience !== 'customer';
}

export function pageKey(url: string, encoding: string, audience: 'guest' | 'everyone'): string {
  return `page:${encoding}:${audience}:${url}`;
}

export function isStorablePage(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  // A page that says it is private (root.tsx marks any page drawn for a customer) is never kept,
  // whatever the request looked like.
  const isPrivate = /private|no-store/.test(response.headers.get('cache-control') ?? '');
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !isPrivate &&
    /text\/html|text\/x-script/.test(type)
  );
}

/** One buffer (a JSON line of status and headers, then the body), so Redis can hold it too. */
export function packPage(status: number, headers: Headers, body: Buffer): Buffer {
  const kept: Record<string, string> = {};
  for (const name of keptHeaders) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return Buffer.concat([Buffer.from(`${JSON.stringify({ status, headers: kept })}\n`), body]);
}

export function unpackPage(packed: Buffer): CachedPage {
  const end = packed.indexOf(0x0a);
  const meta = JSON.parse(packed.subarray(0, end).toString('utf8')) as Omit<CachedPage, 'body'>;
  return { ...meta, body: packed.subarray(end + 1) };
}
