import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inProcessHeader, inProcessSecret } from './in-process-answer.ts';

/** Probes answer on any host: load balancers and orchestrators ask by address, not by name (decision 081). */
const probePaths = new Set(['/healthz', '/readyz']);

/**
 * Serves the shop on one host, PUBLIC_URL's (decision 081): a page read on another name (www against
 * the bare domain, 127.0.0.1 against localhost) moves there permanently, path and query kept, so the
 * session cookie set while browsing is the one the bank's return to PUBLIC_URL carries.
 *
 * Only reads (GET, HEAD) move: a write on another host is judged as before by the CSRF guard, and a
 * redirected write would come back without its cookie anyway. Only the host is compared, not the
 * scheme: TLS ends at the proxy, and a proxy that sends no X-Forwarded-Proto would loop every request.
 * The host is Fastify's (`request.host`): X-Forwarded-Host only from a proxy TRUST_PROXY believes.
 * A page's own API calls (app.inject from the web host, whose Host is localhost:80) carry this
 * process's secret and are never moved.
 */
export function registerCanonicalHost(app: FastifyInstance, canonicalOrigin: string): void {
  const canonical = new URL(canonicalOrigin);
  const origin = canonical.origin;
  const host = canonical.host;
  const defaultPort = canonical.protocol === 'https:' ? ':443' : ':80';
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    if (sameHost(request.host, host, defaultPort) || isExempt(request)) return done();
    // 301 for reads; kept an hour, not for ever, so a PUBLIC_URL set wrong for a while can be undone.
    reply.header('cache-control', 'max-age=3600');
    void reply.redirect(`${origin}${pathAndQuery(request.url)}`, 301);
  });
}

/** Whether a request's Host names the canonical host: case aside, and with the scheme's own port or none. */
function sameHost(given: string, canonical: string, defaultPort: string): boolean {
  const name = given.toLowerCase();
  return name === canonical || name === `${canonical}${defaultPort}`;
}

function isExempt(request: FastifyRequest): boolean {
  if (request.headers[inProcessHeader] === inProcessSecret) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  return probePaths.has(path);
}

/**
 * The request's path and query as a Location may carry them: an absolute-form target
 * (`GET http://other/x`) or anything not starting with one slash becomes the home page, so the
 * redirect never leaves the canonical origin. Node hands the target over as latin1, one character
 * per byte: a byte outside printable ASCII is percent-encoded as that byte (a header cannot carry it).
 */
function pathAndQuery(url: string): string {
  if (!url.startsWith('/')) return '/';
  return url.replace(/[^\x21-\x7e]/g, (character) => {
    const byte = character.charCodeAt(0) & 0xff;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  });
}
