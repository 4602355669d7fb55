import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type EntryContext, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { ApiTransport } from '@shop/domain/api/transport';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { getTestApp } from '../test/app.ts';
import { registerPageRoutes } from './react-router-handler.ts';
import { handMadeBuild } from '../test/hand-build.ts';
import { signedInCustomer, type TestCustomer } from './test-support.ts';

// Decision 071 through the host with a web build made by hand: its root loader writes into the page
// everything the render could learn of the visitor (the cookie, the bearer token, the host's word that
// a session was withheld, and GET /profile through the in-process transport), so a page kept and sent
// to others would show it. The real pages are proven in e2e/tests/signed-in-pages-shared.spec.ts.

const apiTransportContext = createContext<ApiTransport | null>(null);
const sessionWithheldContext = createContext<boolean>(false);

type Seen = {
  cookie: string | null;
  bearer: string | null;
  withheld: boolean;
  profile: number;
  name: string;
};

async function rootLoader({ request, context }: { request: Request; context: RouterContextProvider }) {
  const profile = await context.get(apiTransportContext)!.request({ method: 'GET', path: '/profile' });
  const body = profile.body as { data?: { first_name?: string } } | null;
  return {
    cookie: request.headers.get('cookie'),
    bearer: request.headers.get('authorization'),
    withheld: context.get(sessionWithheldContext),
    profile: profile.status,
    name: body?.data?.first_name ?? '',
  } satisfies Seen;
}

const page = (id: string, parentId: string, path: string, handle?: unknown) => ({
  id,
  parentId,
  path,
  module: { default: () => null, ...(handle ? { handle } : {}) },
});

function handBuild(options: { canWithhold: boolean }): ServerBuild {
  const routes = {
    root: { id: 'root', path: '', module: { default: () => null, loader: rootLoader } },
    'routes/category': page('routes/category', 'root', 'search/categories/:id/:slug', { isPublicPage: true }),
    'routes/cart': page('routes/cart', 'root', 'cart'),
  };
  return handMadeBuild(
    {
      // The page is the root loader's answer, as HTML.
      default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
        headers.set('content-type', 'text/html; charset=utf-8');
        const seen = context.staticHandlerContext.loaderData['root'] as Seen;
        return new Response(`<html><body>${JSON.stringify(seen)}</body></html>`, { status, headers });
      },
      apiTransportContext,
      ...(options.canWithhold ? { sessionWithheldContext } : {}),
    },
    routes,
  );
}

async function shop(options: { canWithhold: boolean }): Promise<FastifyInstance> {
  const { database } = await getTestApp();
  const app = await buildApp({ database, cache: createMemoryCache(), publicUrl: 'http://shop.test' });
  const build = handBuild(options);
  await registerPageRoutes(app, async () => build, 'production', {
    pageCache: { cache: createMemoryCache(), ttlSeconds: 30 },
  });
  return app;
}

const category = '/search/categories/1/x';

async function read(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  const body = response.body;
  const seen = body.startsWith('<html>') ? (JSON.parse(body.slice(12, -14)) as Seen) : null;
  return { status: response.statusCode, cache: response.headers['x-cache'], body, seen, response };
}

describe('public pages for signed-in customers (decision 071)', () => {
  let app: FastifyInstance;
  let maryam: TestCustomer;
  let reza: TestCustomer;
  beforeAll(async () => {
    app = await shop({ canWithhold: true });
    maryam = await signedInCustomer(app, 'مریم');
    reza = await signedInCustomer(app, 'رضا');
  });
  afterAll(() => app.close());

  it('draws a public page for a customer without their session, keeps it, and serves the next customer the copy', async () => {
    const first = await read(app, category, { cookie: `theme=1; sid=${maryam.token}` });
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    // The render saw no one: no cookie, no token, and the API answered it as a guest.
    expect(first.seen).toEqual({ cookie: null, bearer: null, withheld: true, profile: 401, name: '' });
    expect(first.body).not.toContain(maryam.token);
    expect(first.body).not.toContain(maryam.mobile.slice(1));

    const next = await read(app, category, { cookie: `sid=${reza.token}` });
    expect(next.cache).toBe('hit');
    expect(next.body).toBe(first.body);
    // A kept answer carries no cookie of anyone's, and drops none.
    expect(next.response.headers['set-cookie']).toBeUndefined();
    const bearer = await read(app, category, { authorization: `Bearer ${reza.token}` });
    expect(bearer.cache).toBe('hit');
  });

  it('keeps the guests’ copy apart: it carries no mark to ask who is signed in', async () => {
    const guest = await read(app, category);
    expect(guest.seen).toEqual({ cookie: null, bearer: null, withheld: false, profile: 401, name: '' });
    const again = await read(app, category, { cookie: 'theme=1' });
    expect(again.cache).toBe('hit');
    expect(again.seen?.withheld).toBe(false);
  });

  it('draws its navigation data without the session too', async () => {
    const data = await app.inject({
      method: 'GET',
      url: `${category}.data`,
      headers: { cookie: `sid=${maryam.token}` },
    });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain('401');
    expect(data.body).not.toContain('مریم');
  });

  it('draws a customer’s own page with their session, every time, and never keeps it', async () => {
    for (const customer of [maryam, maryam, reza]) {
      const cart = await read(app, '/cart', { cookie: `sid=${customer.token}` });
      expect(cart.cache).toBeUndefined();
      expect(cart.seen).toMatchObject({ withheld: false, profile: 200, name: customer.firstName });
    }
    // A guest's /cart is a guest's, kept for guests only.
    expect((await read(app, '/cart')).seen?.name).toBe('');
    expect((await read(app, '/cart')).cache).toBe('hit');
    expect((await read(app, '/cart', { cookie: `sid=${reza.token}` })).seen?.name).toBe('رضا');
  });

  it('keeps a query string’s page out of the cache, still drawn without the session', async () => {
    const filtered = await read(app, `${category}?brands=2`, { cookie: `sid=${maryam.token}` });
    expect(filtered.cache).toBeUndefined();
    expect(filtered.seen).toMatchObject({ cookie: null, withheld: true, profile: 401 });
  });
});

describe('a web build that cannot be told a session was withheld', () => {
  it('has every signed-in page drawn for its customer and never kept', async () => {
    const app = await shop({ canWithhold: false });
    const customer = await signedInCustomer(app, 'سارا');
    for (let time = 0; time < 2; time += 1) {
      const answer = await read(app, category, { cookie: `sid=${customer.token}` });
      expect(answer.cache).toBeUndefined();
      expect(answer.seen).toMatchObject({ withheld: false, profile: 200, name: 'سارا' });
    }
    await app.close();
  });
});
