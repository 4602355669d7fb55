import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorResponsesOf } from './error-responses.ts';

/**
 * The OpenAPI 3.1 document is generated from the routes' zod schemas, so it cannot drift
 * from what the API validates. Served at /api/v1/openapi.json, with a docs page at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Shop API',
        description:
          'The JSON API of the shop. Every answer is the envelope {status, code, message, data, extra_data}; ' +
          'errors carry extra_data.error (a stable code) and extra_data.request_id.',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          // Apps send the session token as a bearer header; the web's httpOnly cookie `sid` holds the same.
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // Staff (decision 093): the token of POST /admin/auth/code, or its cookie on /api/v1/admin only.
          staffBearerAuth: { type: 'http', scheme: 'bearer' },
          staffCookieAuth: { type: 'apiKey', in: 'cookie', name: 'staff_sid' },
        },
      },
    },
    transform: withErrorResponses,
    // Schemas with an id (recursive ones such as the category tree) become shared components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/**
 * The zod schemas become JSON Schema (fastify-type-provider-zod); then each route's error answers are
 * added. A route that declares no schema at all is not an operation of the API (the web host's pages
 * and static files; every API route declares one) and stays out of the document: reading its missing
 * schema used to throw, so the document answered 500 under `npm start` (issue 46).
 */
const withErrorResponses: typeof jsonSchemaTransform = (input) => {
  if (!input.schema) return { schema: { hide: true }, url: input.url };
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as { response?: Record<string, unknown> };
  const errors = errorResponsesOf(
    input.route,
    (input.schema ?? {}) as Parameters<typeof errorResponsesOf>[1],
  );
  const permission = input.route.config?.permission;
  return {
    ...transformed,
    schema: {
      ...schema,
      response: { ...schema.response, ...errors },
      // What a staff operation needs (decision 093): clients and the back office read it here.
      ...(permission ? { 'x-permission': permission } : {}),
    },
  };
};
