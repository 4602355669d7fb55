import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { servedApp } from '../test/served-app.ts';

// The API's documents on the app as `npm start` builds it, web host included (issue 46, item 24): a
// page route without a schema made the document's transform throw, a 500 the suite's app never saw.

let app: FastifyInstance;
beforeAll(async () => {
  app = await servedApp();
}, 300_000);
afterAll(() => app?.close());

describe('the API documents under npm start', () => {
  it('serves the pages and static files of the web build beside the API', async () => {
    expect((await app.inject({ url: '/static-check.txt' })).statusCode).toBe(200);
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dir="rtl"');
  });

  it('answers /api/v1/openapi.json with a valid document of the API alone', async () => {
    const response = await app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const document = response.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/v1/orders/{id}/receipt');
    // The pages, their files and the health checks are not operations of the API.
    expect(paths.filter((path) => !path.startsWith('/api/v1/'))).toEqual([]);
  });

  it('answers the docs page and its JSON and YAML', async () => {
    const json = await app.inject({ url: '/api/docs/json' });
    expect(json.statusCode, json.body.slice(0, 300)).toBe(200);
    expect(json.json().openapi).toBe('3.1.0');
    const yaml = await app.inject({ url: '/api/docs/yaml' });
    expect(yaml.statusCode, yaml.body.slice(0, 300)).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\.1\.0/m);
    const docs = await app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
  });
});
