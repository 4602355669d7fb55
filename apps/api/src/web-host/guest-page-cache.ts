import type { FastifyRequest } from 'fastify';
import type { Cache } from '../adapters/cache/port.ts';

/**
 * Whole pages for visitors who are not signed in, kept a few seconds (the API's micro-cache, for
 * HTML): a guest's home, listing or product page is the same for everyone, and rendering the home
 * page costs tens of milliseconds of CPU that a hundred visitors a second would otherwise each pay.
 * Only addresses without a query string (searches and filtered lists vary without end) and only
 * answers that are 200, set no cookie and are HTML or React Router's navigation data are kept,
 * one copy per content encoding. Prices and stock may show `ttlSeconds` late, as in the API's
 * cache; the basket and checkout re-check them.
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

export function isGuestPageRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.url.includes('?')) return false;
  if (request.headers.authorization) return false;
  return !/(?:^|;\s*)sid=/.test(request.headers.cookie ?? '');
}

export function pageKey(request: FastifyRequest, encoding: string): string {
  return `page:${encoding}:${request.url}`;
}

export function isStorablePage(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return (
    response.status === 200 && !response.headers.has('set-cookie') && /text\/html|text\/x-script/.test(type)
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
