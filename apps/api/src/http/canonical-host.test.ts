import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { ApiTransport } from '@shop/domain/api/transport';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { getTestApp } from '../test/app.ts';
import { registerPageRoutes } from '../web-host/react-router-handler.ts';
import { handMadeBuild } from '../test/hand-build.ts';

// Decision 081: the shop answers on PUBLIC_URL's host alone, so the session a customer browsed with is
// the one the bank's return carries. The pages are drawn by a web build made by hand whose root loader
// calls the API in process (Host localhost:80, as every loader's call has): it must never be moved.

const apiTransportContext = createContext<ApiTransport | null>(null);

async function rootLoader({ context }: { context: RouterContextProvider }) {
  const answer = await context.get(apiTransportContext)!.request({ method: 'GET', path: '/categories' });
  return { status: answer.status };
}

function handBuild(): ServerBuild {
  const routes = {
    root: { id: 'root', path: '', module: { default: () => null, loader: rootLoader } },
    'routes/search': {
      id: 'routes/search',
      parentId: 'root',
      path: 'search',
      module: { default: () => null },
    },
  };
  return handMadeBuild(
    {
      default: (
        _request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
      ) => {
        headers.set('content-type', 'text/html; charset=utf-8');
        const seen = context.staticHandlerContext.loaderData['root'];
        return new Response(`<html><body>${JSON.stringify(seen)}</body></html>`, { status, headers });
      },
      apiTransportContext,
    },
    routes,
  );
}

async function shop(options: { trustProxy?: string } = {}): Promise<FastifyInstance> {
  const { database } = await getTestApp();
  const app = await buildApp({
    database,
    cache: createMemoryCache(),
    publicUrl: 'https://shop.example',
    canonicalOrigin: 'https://shop.example',
    ...options,
  });
  const build = handBuild();
  await registerPageRoutes(app, async () => build, 'production');
  return app;
}

const query = '?q=%D9%85%D8%A7%D8%B3%D8%AA&sortby=3';

describe('one canonical host (decision 081)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await shop();
  });
  afterAll(() => app.close());

  it('moves a page read on another host to the same path and query on PUBLIC_URL, permanently', async () => {
    for (const host of ['www.shop.example', 'localhost:3000', '127.0.0.1:3000', 'shop.example:8443']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const moved = await app.inject({ method, url: `/search${query}`, headers: { host } });
        expect(moved.statusCode, `${method} on ${host}`).toBe(301);
        expect(moved.headers['location']).toBe(`https://shop.example/search${query}`);
      }
    }
  });

  it('moves the API’s reads and the files too: one host for everything a browser reads', async () => {
    const api = await app.inject({ url: '/api/v1/categories', headers: { host: 'www.shop.example' } });
    expect(api.statusCode).toBe(301);
    expect(api.headers['location']).toBe('https://shop.example/api/v1/categories');
  });

  it('draws the page on the canonical host, its loaders’ in-process API calls answered, not moved', async () => {
    for (const host of ['shop.example', 'SHOP.example', 'shop.example:443']) {
      const page = await app.inject({ url: `/search${query}`, headers: { host } });
      expect(page.statusCode, host).toBe(200);
      // The root loader's GET /categories went through app.inject with Host localhost:80.
      expect(page.body).toContain('{"status":200}');
    }
  });

  it('answers the probes on any host: load balancers ask by address', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const probe = await app.inject({ url, headers: { host: '10.0.0.7:3000' } });
      expect(probe.statusCode, url).toBe(200);
    }
  });

  it('leaves writes where they are: judged as before, not moved without their body', async () => {
    const write = await app.inject({
      method: 'POST',
      url: '/api/v1/check-register',
      headers: { host: 'www.shop.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: '12' }),
    });
    expect(write.statusCode).not.toBe(301);
    expect(write.statusCode).toBeLessThan(500);
    expect(write.headers['location']).toBeUndefined();
  });

  it('never moves a visitor who sends the in-process header without this process’s secret', async () => {
    const guessed = await app.inject({
      url: '/search',
      headers: { host: 'evil.example', 'x-shop-in-process': '1' },
    });
    expect(guessed.statusCode).toBe(301);
    expect(guessed.headers['location']).toBe('https://shop.example/search');
  });

  it('keeps the redirect on the canonical origin whatever the request target says', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const head = async (target: string) => {
      const socket = connect(port, '127.0.0.1');
      socket.write(`GET ${target} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
      let text = '';
      for await (const chunk of socket) text += String(chunk);
      return text;
    };
    expect(await head('http://evil.example/x')).toMatch(/\r\nlocation: https:\/\/shop\.example\/\r\n/i);
    expect(await head('//evil.example/x')).toMatch(
      /\r\nlocation: https:\/\/shop\.example\/\/evil\.example\/x\r\n/i,
    );
  });
});

describe('one canonical host behind a proxy (decision 081)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await shop({ trustProxy: '192.0.2.1' });
  });
  afterAll(() => app.close());

  it('believes X-Forwarded-Host from the trusted proxy only', async () => {
    const proxied = { host: 'upstream:3000', 'x-forwarded-host': 'shop.example' };
    const fromProxy = await app.inject({ url: '/search', headers: proxied, remoteAddress: '192.0.2.1' });
    expect(fromProxy.statusCode).toBe(200);
    // Anyone else saying so is not believed: their Host is what counts.
    const fromVisitor = await app.inject({ url: '/search', headers: proxied, remoteAddress: '198.51.100.9' });
    expect(fromVisitor.statusCode).toBe(301);
    const otherName = { host: 'upstream:3000', 'x-forwarded-host': 'www.shop.example' };
    const moved = await app.inject({ url: '/search', headers: otherName, remoteAddress: '192.0.2.1' });
    expect(moved.headers['location']).toBe('https://shop.example/search');
  });
});
