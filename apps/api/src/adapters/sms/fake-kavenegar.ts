import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeKavenegarMode = 'ok' | 'unauthorized' | 'forbidden' | 'server-error' | 'hang';

/**
 * A local stand-in for Kavenegar's HTTP API (tests only), on 127.0.0.1 and a free port: answers
 * verify/lookup as the real one documents, `{ return: { status, message }, entries }`, or fails
 * the way the real one can. `requests` keeps what it was asked.
 */
export async function startFakeKavenegar(apiKey: string) {
  let mode: FakeKavenegarMode = 'ok';
  const requests: { key: string; query: URLSearchParams }[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/v1\/([^/]+)\/verify\/lookup\.json$/.exec(url.pathname);
    if (!match) return reply(404, 404, 'not found');
    const key = decodeURIComponent(match[1] ?? '');
    requests.push({ key, query: url.searchParams });
    if (mode === 'hang') return; // never answers
    if (mode === 'server-error') return reply(500, 500, 'internal error');
    if (key !== apiKey || mode === 'unauthorized') return reply(401, 401, 'API-Key معتبر نیست');
    if (mode === 'forbidden') return reply(403, 403, 'دسترسی غیرمجاز');
    return reply(200, 200, 'تایید شد', [
      {
        messageid: 8792343,
        message: url.searchParams.get('token'),
        status: 5,
        receptor: url.searchParams.get('receptor'),
      },
    ]);

    function reply(httpStatus: number, status: number, message: string, entries: unknown[] | null = null) {
      response.writeHead(httpStatus, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ return: { status, message }, entries }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setMode(next: FakeKavenegarMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a provider that is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
