import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readOrMiss, storeInBackground, type Cache } from '../adapters/cache/port.ts';

/**
 * A short shared cache of whole answers for the public catalogue (micro-caching): the same
 * listing asked a hundred times a second costs one database round, not a hundred. Prices and
 * stock may show up to `ttlSeconds` late (a second more behind server.ts's near cache); the basket
 * and checkout re-check them (decision 14).
 * Anything personal — a request with a session cookie or an Authorization header — bypasses it.
 * Register it inside the scope whose GET routes are public.
 */
export function registerPublicCache(
  scope: FastifyInstance,
  options: { cache: Cache; ttlSeconds: number },
): void {
  const { cache, ttlSeconds } = options;
  if (ttlSeconds <= 0) return;
  const cacheControl = `public, max-age=${ttlSeconds}`;

  const sendHit = (reply: FastifyReply, hit: Buffer) => {
    reply
      .header('x-cache', 'hit')
      .header('cache-control', cacheControl)
      .type('application/json; charset=utf-8');
    // Bytes are sent as they are: the answer was validated and serialised when it was stored.
    reply.send(hit);
  };

  // Callback-style hooks, not async ones: a hit this process holds (`peek`) is answered without a
  // single promise, which took a hit's p95 from ~28 ms to ~19 ms against ~16 ms for a bare route at
  // 100 connections (bench/RESULTS.md). A cache that cannot peek (Redis alone) is asked with `get`.
  // Answering from a hook means not calling `done`.
  scope.addHook('onRequest', (request, reply, done) => {
    if (!isPublicRead(request)) return done();
    const key = keyOf(request);
    const near = cache.peek?.<Buffer>(key);
    if (near !== undefined) return sendHit(reply, near);
    void readOrMiss<Buffer>(cache, key, warn(request, 'read')).then((hit) =>
      hit === undefined ? done() : sendHit(reply, hit),
    );
  });

  scope.addHook('onSend', (request, reply, payload, done) => {
    if (reply.getHeader('x-cache') === 'hit' || !isPublicRead(request)) return done(null, payload);
    if (reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    reply.header('x-cache', 'miss').header('cache-control', cacheControl);
    // Stored as UTF-8 bytes: Persian text makes encoding a string on every send the main cost of a hit.
    storeInBackground(cache, keyOf(request), Buffer.from(payload), ttlSeconds, warn(request, 'store'));
    done(null, payload);
  });
}

function isPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.authorization) return false;
  // The session cookie of the sign-in issue is named `sid`; any cookie of ours makes it personal.
  return !/(?:^|;\s*)sid=/.test(request.headers.cookie ?? '');
}

function keyOf(request: FastifyRequest): string {
  return `public:${request.url}`;
}

const warn = (request: FastifyRequest, what: 'read' | 'store') => (error: unknown) =>
  request.log.warn({ err: error }, `public cache: ${what} failed`);
