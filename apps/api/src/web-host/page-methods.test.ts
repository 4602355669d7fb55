import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { getTestApp } from '../test/app.ts';
import { registerPageRoutes } from './react-router-handler.ts';

// A method pages do not take, on a page path, used to reach React Router and answer 500 (issue 16).
// It is refused before the web build is even asked for: this build throws if it is.

describe('methods on page paths', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const)(
    '%s on a page is a 405 with Allow',
    async (method) => {
      const { database } = await getTestApp();
      const app = await buildApp({ database, cache: createMemoryCache(), publicUrl: 'http://shop.test' });
      await registerPageRoutes(
        app,
        async () => {
          throw new Error('the page handler was reached');
        },
        'production',
      );
      for (const url of ['/', '/product/1/x', '/search?q=a']) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, url).toBe(405);
        expect(response.headers['allow']).toBe('GET, HEAD, POST');
        expect(response.json()).toMatchObject({
          status: false,
          code: 405,
          extra_data: { error: 'METHOD_NOT_ALLOWED' },
        });
      }
      await app.close();
    },
  );
});
