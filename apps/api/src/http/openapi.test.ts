import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { call, getTestApp } from '../test/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await getTestApp());
});

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document generated from the routes', async () => {
    const { status, body } = await call(app, 'GET', '/api/v1/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/home/layouts',
        '/api/v1/home/load',
        '/api/v1/sliders',
        '/api/v1/categories',
        '/api/v1/brands',
        '/api/v1/check-register',
        '/api/v1/verification',
        '/api/v1/profile',
        '/api/v1/profile/change-password',
        '/api/v1/cart',
        '/api/v1/cart/list',
        '/api/v1/cart/info',
        '/api/v1/cart/{id}',
        '/api/v1/cart/multi',
        '/api/v1/config/free-shipping-threshold',
      ]),
    );
    // The request schema comes from zod: the id of home/load is required.
    const load = body.paths['/api/v1/home/load'].post;
    expect(load.requestBody.content['application/json'].schema.required).toEqual(['id']);
  });

  it('serves a docs page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
