import type { IncomingHttpHeaders } from 'node:http';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hasSession, pageAudience, pagePathOf, publicPageMatcher } from './page-audience.ts';

// Decision 071: who a page is drawn for, from the request and the route's own word.

const isPublic = { isPublicPage: true };
const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown) => ({
  id,
  parentId,
  path,
  module: handle === undefined ? {} : { handle },
});
const manifest = {
  root: route('root', undefined, ''),
  'routes/layouts/shop': route('routes/layouts/shop', 'root', undefined),
  'routes/home': { ...route('routes/home', 'routes/layouts/shop', undefined, isPublic), index: true },
  'routes/category': route('routes/category', 'routes/layouts/shop', 'search/categories/:id/:slug', isPublic),
  'routes/cart': route('routes/cart', 'routes/layouts/shop', 'cart'),
  'routes/layouts/account': route('routes/layouts/account', 'routes/layouts/shop', undefined, isPublic),
  'routes/profile': route('routes/profile', 'routes/layouts/account', 'profile'),
  'routes/not-found': route('routes/not-found', 'routes/layouts/shop', '*', isPublic),
} as unknown as ServerBuild['routes'];

describe('who a page is drawn for', () => {
  const isPublicPath = publicPageMatcher(manifest);

  it('takes the deepest route’s word: public only where the page itself says so', () => {
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath('/search/categories/12/%D8%B4%DB%8C%D8%B1/')).toBe(true);
    expect(isPublicPath('/cart')).toBe(false);
    // A public layout does not make its pages public.
    expect(isPublicPath('/profile')).toBe(false);
    expect(isPublicPath('/no/such/page')).toBe(true);
  });

  it('reads the page behind React Router’s navigation data', () => {
    expect(pagePathOf('/_.data')).toBe('/');
    expect(pagePathOf('/search/categories/1/x/_.data?_routes=routes%2Fcategory')).toBe(
      '/search/categories/1/x/',
    );
    expect(pagePathOf('/cart.data')).toBe('/cart');
    expect(pagePathOf('/products/5/x?ref=ABC')).toBe('/products/5/x');
  });

  it('knows a session by the sid cookie or a bearer token, not by any cookie', () => {
    expect(hasSession({ cookie: 'theme=dark; sid=abc' })).toBe(true);
    expect(hasSession({ authorization: 'Bearer abc' })).toBe(true);
    expect(hasSession({ cookie: 'theme=dark; xsid=abc' })).toBe(false);
    expect(hasSession({})).toBe(false);
  });

  it('draws a public read for everyone, a customer’s own page or a posted form for the customer', () => {
    const signedIn: IncomingHttpHeaders = { cookie: 'sid=abc' };
    const audience = (method: string, url: string, headers = signedIn) =>
      pageAudience({ method, url, headers }, isPublicPath);
    expect(audience('GET', '/', {})).toBe('guest');
    expect(audience('GET', '/cart', {})).toBe('guest');
    expect(audience('GET', '/search/categories/1/x/')).toBe('everyone');
    expect(audience('HEAD', '/')).toBe('everyone');
    expect(audience('GET', '/search/categories/1/x/_.data?_routes=routes%2Fcategory')).toBe('everyone');
    expect(audience('GET', '/cart')).toBe('customer');
    expect(audience('GET', '/profile.data')).toBe('customer');
    expect(audience('POST', '/search/categories/1/x/')).toBe('customer');
  });
});
