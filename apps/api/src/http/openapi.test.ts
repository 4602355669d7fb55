import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { allContracts } from '@shop/domain/api/all-contracts';
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

  it('declares every error answer an operation can give, with the envelope (issue 16)', async () => {
    const { body } = await call(app, 'GET', '/api/v1/openapi.json');
    type Operation = {
      parameters?: { in: string; name: string; schema: { type?: string; maximum?: number } }[];
      requestBody?: unknown;
      security?: unknown[];
      responses: Record<
        string,
        {
          description: string;
          content?: Record<string, { schema: { properties?: Record<string, unknown> } }>;
        }
      >;
    };
    const operations = Object.entries(body.paths as Record<string, Record<string, Operation>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      if (operation.parameters?.length || operation.requestBody) expect(statuses, where).toContain('422');
      if (operation.requestBody) expect(statuses, where).toEqual(expect.arrayContaining(['400', '415']));
      if (operation.security) expect(statuses, where).toContain('401');
      if (method !== 'get') expect(statuses, where).toContain('403');
      // Successes are 200, or 201 for a contract that creates (POST comments); the rest are errors.
      for (const status of statuses.filter((code) => !code.startsWith('2'))) {
        const answer = operation.responses[status];
        expect(
          Object.keys(answer?.content?.['application/json']?.schema.properties ?? {}),
          `${where} ${status}`,
        ).toEqual(['status', 'code', 'message', 'data', 'extra_data']);
        expect(answer?.description, `${where} ${status}`).toMatch(/extra_data\.error is one of: [A-Z_]+/);
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema.type === 'integer')
          expect(parameter.schema.maximum, `${where} ${parameter.name}`).toBeDefined();
      }
    }
    const paths = Object.keys(body.paths);
    expect(paths.filter((path) => path.includes('*'))).toEqual([]);
    expect(paths.filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
    // Route-specific answers are declared with their codes.
    expect(body.paths['/api/v1/cart/{id}'].post.responses['406'].description).toContain('NOT_ENOUGH_STOCK');
    expect(body.paths['/api/v1/login'].post.responses['429'].description).toContain('RATE_LIMITED');
    // The mobile number's schema says what it takes.
    const mobile =
      body.paths['/api/v1/check-register'].post.requestBody.content['application/json'].schema.properties
        .mobile_no;
    expect(new RegExp(mobile.pattern).test('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe(true);
  });

  it('lists exactly the endpoints the contracts declare, each as declared (issue 17)', async () => {
    const { body } = await call(app, 'GET', '/api/v1/openapi.json');
    const paths = body.paths as Record<
      string,
      Record<string, { summary?: string; security?: unknown; 'x-permission'?: string }>
    >;
    const served = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contracts = Object.values(allContracts).flatMap((module) => Object.values(module));
    const declared = contracts.map(
      (contract) => `${contract.method} /api/v1${contract.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(served.sort()).toEqual(declared.sort());
    for (const contract of contracts) {
      const operation =
        paths[`/api/v1${contract.path.replace(/:(\w+)/g, '{$1}')}`]?.[contract.method.toLowerCase()];
      expect(operation?.summary).toBe(contract.summary);
      expect(Boolean(operation?.security)).toBe(Boolean(contract.auth));
      // Staff operations say what they need (decision 093); no other operation names one.
      expect(operation?.['x-permission']).toBe(contract.permission);
    }
  });

  it('serves a docs page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
