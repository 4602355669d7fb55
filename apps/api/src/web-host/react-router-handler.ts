import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MapTiles } from '@shop/domain/account/map-tiles';
import { DomainError } from '@shop/domain/errors';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import {
  isKeptPageRead,
  isStorablePage,
  packPage,
  pageKey,
  unpackPage,
  type GuestPageCache,
} from './guest-page-cache.ts';
import { pageAudience, publicPageMatcher, sessionHeaders, type PageAudience } from './page-audience.ts';
import { readOrMiss, storeInBackground } from '../adapters/cache/port.ts';
import { tileImageSource } from '@shop/domain/account/map-tiles';
import { inlineScriptHashes, newNonce, pagePolicy, type PolicyOptions } from './content-security-policy.ts';
import type { ApiTransport } from '@shop/domain/api/transport';
import { createInProcessTransport } from './in-process-transport.ts';
import type { LiveChat } from './live-chat.ts';
import { coalesceWrites, compressKept, encodingFor, streamingCompressor } from './page-compression.ts';

type WebBuild = ServerBuild & {
  entry: {
    module: {
      apiTransportContext?: RouterContext<ApiTransport | null>;
      cspNonceContext?: RouterContext<string>;
      mapTilesContext?: RouterContext<MapTiles | null>;
      liveChatContext?: RouterContext<string | null>;
      sessionWithheldContext?: RouterContext<boolean>;
    };
  };
};

/**
 * Serves React Router pages from an encapsulated scope: Fastify's body parsers are removed there
 * (they break React Router actions: STACK-NOTES trap 6) and the reply is hijacked and streamed.
 * `loadBuild` is called per request so development can hand over Vite's freshest build.
 */
const pageMethods = new Set(['GET', 'HEAD', 'POST']);

export type PageOptions = {
  /** Guest pages kept for a while (decision 27). */
  pageCache?: GuestPageCache | undefined;
  /** The address map's tile server, if any: its host joins the pages' img-src. */
  mapTiles?: MapTiles | null | undefined;
  /** The live-chat widget, if any: the pages load its script and their policy allows its origins. */
  liveChat?: LiveChat | null | undefined;
};

export async function registerPageRoutes(
  app: FastifyInstance,
  loadBuild: () => Promise<ServerBuild>,
  mode: 'production' | 'development',
  { pageCache, mapTiles = null, liveChat = null }: PageOptions = {},
): Promise<void> {
  const policyOptions: PolicyOptions = {
    imageSources: mapTiles ? [tileImageSource(mapTiles.url)] : [],
    liveChatOrigins: liveChat?.origins ?? [],
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Pages are not API operations: kept out of the OpenAPI document.
    scope.all('/*', { schema: { hide: true } }, async (request, reply) => {
      // Pages are read (GET, HEAD) and their forms posted (POST); any other method on a page path
      // used to reach React Router and come back as a 500 (issue 16).
      if (!pageMethods.has(request.method)) {
        reply.header('allow', [...pageMethods].join(', '));
        throw new DomainError('METHOD_NOT_ALLOWED');
      }
      const build = (await loadBuild()) as WebBuild;
      const audience = audienceOf(request, build);
      const cacheable =
        pageCache !== undefined && pageCache.ttlSeconds > 0 && isKeptPageRead(request, audience);
      const key = pageKey(
        request.url,
        encodingFor(request) ?? 'identity',
        audience === 'everyone' ? 'everyone' : 'guest',
      );
      if (cacheable) {
        const hit = await readOrMiss<Buffer>(pageCache.cache, key, (error) =>
          request.log.warn({ err: error }, 'guest page cache: read failed'),
        );
        if (hit !== undefined) {
          const page = unpackPage(hit);
          sendHeadersOf(request, reply);
          reply.raw.writeHead(page.status, { ...page.headers, 'x-cache': 'hit' });
          reply.raw.end(page.body);
          return;
        }
      }
      const contextKey = build.entry.module.apiTransportContext;
      if (!contextKey) throw new Error('The web build does not export apiTransportContext from entry.server');
      // A page for everyone is drawn as a guest's; the mark tells the browser to ask who it is.
      const withoutSession = audience === 'everyone';
      const context = new RouterContextProvider();
      context.set(contextKey, createInProcessTransport(app, request, { withoutSession }));
      const withheldKey = build.entry.module.sessionWithheldContext;
      if (withoutSession && withheldKey) context.set(withheldKey, true);
      // A fresh nonce for this page's inline scripts (issue 16). Vite's development server injects
      // scripts of its own, so development pages go without a policy.
      const nonce = mode === 'production' ? newNonce() : undefined;
      if (nonce && build.entry.module.cspNonceContext) context.set(build.entry.module.cspNonceContext, nonce);
      if (build.entry.module.mapTilesContext) context.set(build.entry.module.mapTilesContext, mapTiles);
      if (build.entry.module.liveChatContext) {
        context.set(build.entry.module.liveChatContext, liveChat?.scriptUrl ?? null);
      }
      const pageRequest = createRequest(request.raw, reply.raw);
      const response = await handlerFor(build, mode)(
        withoutSession ? requestWithoutSession(pageRequest) : pageRequest,
        context,
      );
      if (nonce) response.headers.set('content-security-policy', pagePolicy({ nonce }, policyOptions));
      sendHeadersOf(request, reply);
      if (cacheable && isStorablePage(response)) {
        const page = await compressWhole(request, response, policyOptions);
        storeInBackground(
          pageCache.cache,
          key,
          packPage(page.status, page.headers, page.body),
          pageCache.ttlSeconds,
          (error) => request.log.warn({ err: error }, 'guest page cache: store failed'),
        );
        page.headers.set('x-cache', 'miss');
        reply.raw.writeHead(page.status, Object.fromEntries(page.headers));
        reply.raw.end(page.body);
        return;
      }
      await sendPage(request, reply.raw, response);
    });
  });
}

/**
 * Whom this request's page is drawn for (page-audience.ts). A build that cannot be told that a
 * session was withheld (no `sessionWithheldContext`) draws every signed-in page for its customer.
 */
function audienceOf(request: FastifyRequest, build: WebBuild): PageAudience {
  const canWithhold = build.entry.module.sessionWithheldContext !== undefined;
  return pageAudience(request, canWithhold ? publicPageMatcher(build.routes) : () => false);
}

/** The page's request as a guest's: the same address and headers, without the cookie and the bearer token. */
function requestWithoutSession(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of sessionHeaders) headers.delete(name);
  return new Request(request, { headers });
}

/**
 * One React Router handler per build. Making one is not free: its first request derives the route
 * tables and the static handler from the build, which a handler made per request paid every time
 * (about a tenth of a listing page's render, measured for decision 071).
 */
const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
function handlerFor(build: ServerBuild, mode: 'production' | 'development') {
  let handler = handlers.get(build);
  if (!handler) {
    handler = createRequestHandler(build, mode);
    handlers.set(build, handler);
  }
  return handler;
}

/**
 * Headers set by hooks (security headers, request id) live on the Fastify reply, which a hijacked
 * response never sends: copy them onto the raw response, then take the reply over.
 */
function sendHeadersOf(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.setHeader('x-request-id', request.id);
  reply.hijack();
}

/** A page kept for other guests: read whole and compressed once, off the event loop. */
async function compressWhole(
  request: FastifyRequest,
  response: Response,
  policyOptions: PolicyOptions,
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const raw = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  // Served to every guest for a while, so its scripts are allowed by their hashes, not by a nonce
  // that would be the same for all of them.
  if (headers.has('content-security-policy') && headers.get('content-type')?.includes('text/html')) {
    headers.set(
      'content-security-policy',
      pagePolicy({ hashes: inlineScriptHashes(raw.toString('utf8')) }, policyOptions),
    );
  }
  const encoding = encodingFor(request);
  if (encoding) {
    headers.set('content-encoding', encoding);
    headers.append('vary', 'Accept-Encoding');
  }
  const body = encoding ? await compressKept(raw, encoding) : raw;
  return { status: response.status, headers, body };
}

/**
 * Hijacked replies skip @fastify/compress (STACK-NOTES trap 8), so HTML is compressed here;
 * on a phone over a slow network this is most of the page's weight. The compressor writes straight
 * into the socket's response: handing its output back as a web stream for `sendResponse` to read
 * cost each piece a promise and a copy (issue 22).
 */
async function sendPage(request: FastifyRequest, res: ServerResponse, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  const encoding = encodingFor(request);
  if (!response.body || !encoding || !/text\/html|application\/json|text\/x-script/.test(type)) {
    await sendResponse(res, response);
    return;
  }
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  headers.delete('content-length');
  res.writeHead(response.status, nodeHeaders(headers));
  const source = Readable.fromWeb(response.body as NodeReadableStream);
  try {
    await pipeline(source, coalesceWrites(), streamingCompressor(encoding), res);
  } catch (error) {
    // The socket is closed by now. A visitor who left early is no news; anything else is worth a line.
    const left = (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';
    if (!left) request.log.warn({ err: error }, 'page: sending stopped');
  }
}

/** The response's headers as Node writes them: several Set-Cookie headers stay several. */
function nodeHeaders(headers: Headers): OutgoingHttpHeaders {
  const written: OutgoingHttpHeaders = {};
  for (const [name, value] of headers) if (name !== 'set-cookie') written[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) written['set-cookie'] = cookies;
  return written;
}
