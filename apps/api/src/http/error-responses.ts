import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@shop/domain/envelope';
import { errorStatus, type ErrorCode } from '@shop/domain/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error codes this route's use case can answer with, beyond what its shape already tells
     * (input → 422, a body → 400 and 415, a session → 401, a write → 403 CSRF): listed once here,
     * they appear in the OpenAPI document with the envelope's schema.
     */
    errors?: readonly ErrorCode[];
    /**
     * A staff route's permission (decision 093; null: any active staff member). Listed in the OpenAPI
     * document as `x-permission`, and its 403 FORBIDDEN answer with it.
     */
    permission?: string | null;
  }
}

const envelope = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(ErrorEnvelopeSchema, { io: 'output' });
  return schema;
})();

type Schema = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  security?: unknown[];
  response?: Record<string, unknown>;
};

/**
 * The error answers of a route, derived from its shape and its declared `config.errors`, each with the
 * envelope schema and the codes it carries (issue 16: the document used to list only 200). Every
 * future route gets the derived ones for free.
 */
export function errorResponsesOf(
  route: Pick<RouteOptions, 'method' | 'config'> | undefined,
  schema: Schema,
): Record<string, unknown> {
  const codes = new Set<ErrorCode>(route?.config?.errors ?? []);
  const methods = [route?.method ?? 'GET'].flat();
  const takesInput = Boolean(schema.body ?? schema.querystring ?? schema.params);
  if (takesInput) codes.add('VALIDATION_FAILED');
  if (schema.body) {
    codes.add('MALFORMED_REQUEST');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (schema.security) codes.add('UNAUTHENTICATED');
  if (route?.config?.permission) codes.add('FORBIDDEN');
  if (methods.some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))) codes.add('CSRF_REJECTED');

  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => [
        String(status),
        {
          description: `The error envelope; extra_data.error is one of: ${statusCodes.join(', ')}`,
          ...envelope,
        },
      ]),
  );
}
