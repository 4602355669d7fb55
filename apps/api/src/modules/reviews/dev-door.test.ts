import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { call, getTestApp } from '../../test/app.ts';

// The moderation test door is a back office anyone could use: off unless asked for, never on https.

describe('PUT /api/v1/dev/comments/{id}', () => {
  it('is not served, nor in the OpenAPI document, without DEV_REVIEWS_ROUTE', async () => {
    const { app } = await getTestApp();
    const answer = await call(app, 'PUT', '/api/v1/dev/comments/1', { status: 'approved' });
    expect(answer.status).toBe(404);
    expect(answer.body.extra_data.error).toBe('ROUTE_NOT_FOUND');
  });

  it('stays out of the OpenAPI document when it is on', async () => {
    const { database } = await getTestApp();
    const app = await buildApp({
      database,
      cache: createMemoryCache(),
      publicUrl: 'http://shop.test',
      devReviewsRoute: true,
    });
    try {
      const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      expect(Object.keys(document.paths).some((path) => path.includes('dev/comments'))).toBe(false);
      expect(Object.keys(document.paths)).toContain('/api/v1/comments');
    } finally {
      await app.close();
    }
  });

  it('is refused by the configuration for a public https address, and off by default', () => {
    expect(() => loadConfig({ DEV_REVIEWS_ROUTE: '1', PUBLIC_URL: 'https://sabadino.ir' })).toThrow(
      /DEV_REVIEWS_ROUTE/,
    );
    expect(
      loadConfig({ DEV_REVIEWS_ROUTE: '1', PUBLIC_URL: 'http://127.0.0.1:3100' }).DEV_REVIEWS_ROUTE,
    ).toBe(true);
    expect(loadConfig({}).DEV_REVIEWS_ROUTE).toBe(false);
  });
});
