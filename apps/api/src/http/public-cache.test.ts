import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { getTestApp } from '../test/app.ts';
import { testNow } from '../test/fixture.ts';

let app: FastifyInstance;
let clock = 0;
beforeAll(async () => {
  const { database } = await getTestApp();
  app = await buildApp({
    database,
    cache: createMemoryCache({ now: () => clock }),
    publicUrl: 'http://shop.test',
    publicCacheSeconds: 30,
    now: () => testNow,
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the public catalogue micro-cache', () => {
  it('answers a repeated read from the cache, byte for byte, until it expires', async () => {
    const first = await get('/api/v1/search?sortby=1');
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const second = await get('/api/v1/search?sortby=1');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.json().status).toBe(true);
    clock += 31_000;
    expect((await get('/api/v1/search?sortby=1')).headers['x-cache']).toBe('miss');
  });

  it('keeps an answer its handler wrote itself (the search box) as it keeps any other', async () => {
    const url = `/api/v1/search/suggest?q=${encodeURIComponent('شیر')}`;
    const first = await get(url);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.json().data.products.length).toBeGreaterThan(0);
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
  });

  it('keys by the whole URL: another query is another answer', async () => {
    await get('/api/v1/search?sortby=2');
    expect((await get('/api/v1/search?sortby=3')).headers['x-cache']).toBe('miss');
  });

  it('never shares personal requests', async () => {
    await get('/api/v1/brands');
    const withToken = await get('/api/v1/brands', { authorization: 'Bearer abc' });
    expect(withToken.headers['x-cache']).toBeUndefined();
    const withSession = await get('/api/v1/brands', { cookie: 'theme=dark; sid=xyz' });
    expect(withSession.headers['x-cache']).toBeUndefined();
  });

  it('answers from a cache that cannot peek (Redis without the near cache) as well', async () => {
    const { database } = await getTestApp();
    const memory = createMemoryCache();
    const remoteLike = await buildApp({
      database,
      cache: createMemoryCache(),
      // Only the asynchronous methods, as the Redis adapter has them.
      publicCache: { get: memory.get, set: memory.set, delete: memory.delete },
      publicUrl: 'http://shop.test',
      publicCacheSeconds: 30,
      now: () => testNow,
    });
    try {
      const first = await remoteLike.inject({ method: 'GET', url: '/api/v1/brands' });
      expect(first.headers['x-cache']).toBe('miss');
      const second = await remoteLike.inject({ method: 'GET', url: '/api/v1/brands' });
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.body).toBe(first.body);
    } finally {
      await remoteLike.close();
    }
  });

  it('answers from the database when the cache cannot read or store (Redis away)', async () => {
    const { database } = await getTestApp();
    const memory = createMemoryCache();
    const down = () => Promise.reject(new Error('redis is down'));
    for (const broken of [
      // A store that never finishes (a stalled Redis): the answer does not wait for it …
      { get: memory.get, set: () => new Promise<void>(() => {}) },
      // … one that fails …
      { get: memory.get, set: down },
      // … and a cache that can neither read nor store.
      { get: down, set: down },
    ]) {
      const stalled = await buildApp({
        database,
        cache: createMemoryCache(),
        publicCache: { ...broken, delete: memory.delete },
        publicUrl: 'http://shop.test',
        publicCacheSeconds: 30,
        now: () => testNow,
      });
      try {
        const answer = await stalled.inject({ method: 'GET', url: '/api/v1/brands' });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['x-cache']).toBe('miss');
        expect(answer.json().status).toBe(true);
      } finally {
        await stalled.close();
      }
    }
  });

  it('does not keep errors', async () => {
    await get('/api/v1/products/999999');
    const again = await get('/api/v1/products/999999');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
