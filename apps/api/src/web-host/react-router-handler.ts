import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequest, sendResponse } from '@remix-run/node-fetch-server';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import { createInProcessTransport, type ApiTransport } from './in-process-transport.ts';

type WebBuild = ServerBuild & {
  entry: { module: { apiTransportContext?: RouterContext<ApiTransport | null> } };
};

/**
 * Serves React Router pages from an encapsulated scope: Fastify's body parsers are removed there
 * (they break React Router actions: STACK-NOTES trap 6) and the reply is hijacked and streamed.
 * `loadBuild` is called per request so development can hand over Vite's freshest build.
 */
export async function registerPageRoutes(
  app: FastifyInstance,
  loadBuild: () => Promise<ServerBuild>,
  mode: 'production' | 'development',
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/*', async (request, reply) => {
      const build = (await loadBuild()) as WebBuild;
      const contextKey = build.entry.module.apiTransportContext;
      if (!contextKey) throw new Error('The web build does not export apiTransportContext from entry.server');
      const context = new RouterContextProvider();
      context.set(contextKey, createInProcessTransport(app, request));
      const response = await createRequestHandler(build, mode)(
        createRequest(request.raw, reply.raw),
        context,
      );
      // Headers set by hooks (security headers, request id) live on the Fastify reply, which a
      // hijacked response never sends: copy them onto the raw response first.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.setHeader('x-request-id', request.id);
      reply.hijack();
      await sendResponse(reply.raw, compressHtml(request, response));
    });
  });
}

/**
 * React writes a page in hundreds of small pieces within one turn of the event loop, and the
 * compressor flushes after every write so that streamed parts leave at once. Gathering each turn's
 * pieces into one write keeps the streaming and drops most of the flushes: the home page's HTML was
 * taking longer to compress than to render.
 */
function coalesceWrites(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          const batch = Buffer.concat(pending);
          pending = [];
          if (batch.length > 0) this.push(batch);
        });
      }
      done();
    },
    flush(done) {
      if (pending.length > 0) this.push(Buffer.concat(pending));
      pending = [];
      done();
    },
  });
}

/**
 * Hijacked replies skip @fastify/compress (STACK-NOTES trap 8), so HTML is compressed here;
 * on a phone over a slow network this is most of the page's weight.
 */
function compressHtml(request: FastifyRequest, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !/text\/html|application\/json|text\/x-script/.test(type)) return response;
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (!encoding) return response;
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
          flush: constants.BROTLI_OPERATION_FLUSH,
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  const source = Readable.fromWeb(response.body as NodeReadableStream);
  source.pipe(coalesceWrites()).pipe(compressor);
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  headers.delete('content-length');
  return new Response(Readable.toWeb(compressor) as ReadableStream, { status: response.status, headers });
}
