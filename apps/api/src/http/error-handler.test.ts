import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, getTestApp } from '../test/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await getTestApp());
});

const persian = /[\u0600-\u06FF]/;

describe('every failure answers in the envelope, in Persian, without server details', () => {
  it('an unknown API route is a 404 envelope, not a page', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      status: false,
      code: 404,
      data: null,
      extra_data: { error: 'ROUTE_NOT_FOUND' },
    });
    expect(body.message).toMatch(persian);
    expect(body.extra_data.request_id).toEqual(expect.any(String));
  });

  it.each(['/api/v1/%ZZ', '/%E0%A4%A'])(
    'a URL that is not valid percent-encoding (%s) is a 400 envelope',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: false,
        code: 400,
        extra_data: { error: 'MALFORMED_REQUEST' },
      });
      expect(response.json().message).toMatch(persian);
    },
  );

  it('a body that is not JSON is a 400 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/home/load',
      headers: { 'content-type': 'application/json' },
      payload: '{"id": 1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: false,
      code: 400,
      extra_data: { error: 'MALFORMED_REQUEST' },
    });
    expect(response.json().message).toMatch(persian);
    expect(response.body).not.toMatch(/at \w+ \(|node_modules|SyntaxError/);
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/home/load',
      headers: { 'content-type': 'application/xml' },
      payload: '<id>1</id>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().extra_data.error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('a body over the limit is a 413 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/home/load',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 1, padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().extra_data.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('an unexpected error is a 500 envelope with the request id and no stack, logged at error level', async () => {
    const { buildApp } = await import('../app.ts');
    const { createMemoryCache } = await import('../adapters/cache/memory.ts');
    const { database } = await getTestApp();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const broken = await buildApp({
      database,
      cache: createMemoryCache(),
      publicUrl: 'http://shop.test',
      logger: { level: 'info', stream },
    });
    broken.get('/boom', async () => {
      throw new Error('secret detail: password=hunter2 at /srv/app.ts:10');
    });
    const response = await broken.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      status: false,
      code: 500,
      extra_data: { error: 'INTERNAL', request_id: 'req-12345678' },
    });
    expect(response.json().message).toMatch(persian);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('app.ts');
    // Every 5xx is a bug to read (issue 16): at error level, with its request id.
    const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((line) => line.reqId === 'req-12345678')).toBe(true);
    await broken.close();
  });

  it('sends security headers and the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/brands' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // HSTS only over https (web-host/content-security-policy.test.ts).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('health', () => {
  it('healthz answers while the process lives; readyz checks the database', async () => {
    expect((await call(app, 'GET', '/healthz')).body).toEqual({ status: 'ok' });
    expect((await call(app, 'GET', '/readyz')).body).toEqual({ status: 'ready' });
  });
});
