import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validationMessages } from '@shop/domain/validation-messages';
import { getTestApp } from '../test/app.ts';

// The inputs that gave 5xx answers (issue 16): keys named like Object.prototype's members made the
// error handler itself throw, and a NUL reached PostgreSQL. Each now answers a Persian 4xx.

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await getTestApp());
});

async function json(method: 'GET' | 'POST', url: string, payload?: string) {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('keys named like members of Object.prototype', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])(
    'a query key %s is an unknown field (422), not a 500',
    async (key) => {
      const { status, body } = await json('GET', `/api/v1/search?${key}=1`);
      expect(status).toBe(422);
      expect(body.extra_data.error).toBe('VALIDATION_FAILED');
      expect(Object.hasOwn(body.message, key)).toBe(true);
    },
  );

  it.each(['{"constructor":1}', '{"toString":"x","mobile_no":"09121234567"}', '{"__proto__":{"a":1}}'])(
    'a body %s is a 4xx envelope',
    async (payload) => {
      const { status, body } = await json('POST', '/api/v1/check-register', payload);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.status).toBe(false);
    },
  );
});

describe("ids past their column's range", () => {
  it.each([
    '/api/v1/products/2147483648',
    '/api/v1/products/99999999999999999999',
    '/api/v1/search?brand=2147483648',
    '/api/v1/search?brand=1,9999999999',
    '/api/v1/search?category=2147483648',
    '/api/v1/categories/1/products?shelf=2147483648',
    '/api/v1/breadcrumb?module=category&id=2147483648',
  ])('%s is a 422, not a database error', async (url) => {
    const { status, body } = await json('GET', url);
    expect(status).toBe(422);
    expect(body.extra_data.error).toBe('VALIDATION_FAILED');
  });
});

describe('a NUL character in any text input', () => {
  it.each([
    ['GET', '/api/v1/search?q=%00abc', undefined, 'q'],
    ['GET', '/api/v1/search/suggest?q=a%00', undefined, 'q'],
    ['GET', '/api/v1/brands/slug/a%00b', undefined, 'slug'],
    ['POST', '/api/v1/check-register', '{"mobile_no":"0912\\u00001234567"}', 'mobile_no'],
    ['POST', '/api/v1/login', '{"mobile_no":"09121234567","password":"abc\\u0000def"}', 'password'],
  ] as const)('%s %s is refused with a Persian 422 on its field', async (method, url, payload, field) => {
    const { status, body } = await json(method, url, payload);
    expect(status).toBe(422);
    expect(body.message[field]).toEqual([validationMessages.textInvalidCharacter]);
  });
});
