import { describe, expect, it } from 'vitest';
import { redirectToCanonical, requireIdParam } from './canonical.ts';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('requireIdParam', () => {
  it('reads Latin, Persian and Arabic digits', () => {
    expect(requireIdParam('12')).toBe(12);
    expect(requireIdParam('۱۲')).toBe(12);
    expect(requireIdParam('١٢')).toBe(12);
  });

  it.each(['abc', '12x', '', '0', '-3', '1.5', undefined])('answers 404 for %s', (param) => {
    const error = thrown(() => requireIdParam(param)) as { init?: { status?: number } };
    expect(error?.init?.status).toBe(404);
  });
});

describe('redirectToCanonical', () => {
  const canonical = `/products/7/${encodeURIComponent('شیر-کم-چرب')}`;

  it('lets the canonical URL through, whichever way the slug is escaped', () => {
    expect(() => redirectToCanonical(new Request(`http://shop.test${canonical}`), canonical)).not.toThrow();
  });

  it('lets client navigations through: their loader data is fetched from {path}.data', () => {
    const request = new Request(`http://shop.test${canonical}.data?_routes=routes%2Fproduct`);
    expect(() => redirectToCanonical(request, canonical)).not.toThrow();
  });

  it('redirects a stale slug of a client navigation to the page, not to its data', () => {
    const response = thrown(() =>
      redirectToCanonical(
        new Request('http://shop.test/products/7/old/_.data?_routes=routes%2Fproduct&a=1'),
        canonical,
      ),
    ) as Response;
    expect(response.headers.get('location')).toBe(`${canonical}?a=1`);
  });

  it.each(['/products/7', '/products/7/old-name', `${canonical}/`, '/products/۷/شیر-کم-چرب'])(
    'moves %s permanently to the canonical path, keeping the query',
    (path) => {
      const response = thrown(() =>
        redirectToCanonical(new Request(`http://shop.test${encodeURI(path)}?from=shelf`), canonical),
      ) as Response;
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`${canonical}?from=shelf`);
    },
  );
});
