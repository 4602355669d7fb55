import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';

import { cspNonceContext, NonceContext } from './csp-nonce.ts';

// The host reads the context keys from here (see api/server-context.ts and csp-nonce.ts).
export { apiTransportContext } from './shared/api/server-context.ts';
export { cspNonceContext } from './csp-nonce.ts';
export { mapTilesContext } from './shared/map-tiles-context.ts';
export { liveChatContext } from './shared/live-chat-context.ts';
export { sessionWithheldContext } from './shared/session/session-withheld.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) || undefined;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A part drawn in full but behind a Suspense boundary (the footer, the filter panel: parts
        // kept as drawn until wanted) goes out in its place. By default React sends any such part
        // found after the first 12.8 KB at the end of the page, to be moved into place by a script
        // at least 300 ms after the first paint: one more style, layout and paint of it while the page
        // starts, and a footer that arrives last. Our boundaries hold nothing slow to draw (decision 80).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = gatheredPasses(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // HTML is never cached: prices and stock change; hashed assets carry the long cache instead.
          // A page drawn for a customer keeps the root's `private, no-store` (it used to be overwritten).
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-cache');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The page's bytes, one chunk per pass of React's writing. React writes a page in 4 KB pieces (about
 * 45 for a category page) and calls `flush()` when a pass is done, the hook it gives compression
 * streams: gathering each pass's pieces means the web stream, the host's compressor and the socket
 * handle a few chunks per page instead of dozens, each with its promises and copies (issue 22).
 */
function gatheredPasses(onEnd: () => void): Transform & { flush(): void } {
  let pending: Uint8Array[] = [];
  const body = Object.assign(
    new Transform({
      transform(chunk: Uint8Array, _encoding, done) {
        pending.push(chunk);
        done();
      },
      flush(done) {
        body.flush();
        onEnd();
        done();
      },
    }),
    {
      flush() {
        if (pending.length === 0) return;
        const pass = pending.length === 1 ? pending[0] : Buffer.concat(pending);
        pending = [];
        body.push(pass);
      },
    },
  );
  return body;
}
