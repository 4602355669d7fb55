import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inProcessHeader } from '../app.ts';

/** The shape the web app's API client expects (apps/web/app/api/transport.ts). */
export type ApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
};
export type ApiTransport = { request(request: ApiRequest): Promise<{ status: number; body: unknown }> };

/** Headers of the page request that the API must see as the customer's own. */
const forwardedHeaders = ['cookie', 'authorization', 'accept-language', 'user-agent'] as const;

/**
 * Lets server-side loaders call the API inside this process with `app.inject`: the full
 * Fastify pipeline (validation, envelope, auth) without an HTTP round trip to itself.
 */
export function createInProcessTransport(app: FastifyInstance, page: FastifyRequest): ApiTransport {
  const headers: Record<string, string> = {
    'x-request-id': page.id,
    [inProcessHeader]: '1',
  };
  for (const name of forwardedHeaders) {
    const value = page.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return {
    async request({ method, path, query, body }) {
      const response = await app.inject({
        method,
        url: `/api/v1${path}`,
        // The visitor's address (as this server believed it) is the API call's own, so limits count
        // the customer, not this process; nothing a visitor sends can set it.
        remoteAddress: page.ip,
        query: toQuery(query),
        headers: {
          ...headers,
          // Loaders' and actions' writes are the shop's own: they pass the CSRF guard, body or not.
          ...(method === 'GET' ? {} : { 'x-shop-csrf': '1' }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    },
  };
}

function toQuery(query: ApiRequest['query']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') result[key] = String(value);
  }
  return result;
}
