import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiTransport } from '@shop/domain/api/transport';
import { queryEntries } from '@shop/domain/api/transport';
import { answerKeptAside, inProcessHeader, inProcessSecret } from '../http/in-process-answer.ts';
import { sessionHeaders } from './page-audience.ts';

/** Headers of the page request that the API must see as the customer's own. */
const forwardedHeaders = ['cookie', 'authorization', 'accept-language', 'user-agent'] as const;

/**
 * Lets server-side loaders call the API inside this process with `app.inject`: the full
 * Fastify pipeline (validation, envelope, auth) without an HTTP round trip to itself. It implements
 * the domain's ApiTransport, the one the web's client calls. A page rendered for everyone
 * (`withoutSession`, decision 071) calls it as a guest: the API cannot answer as the customer, and
 * its public answers come from the micro-cache that a session would bypass.
 */
export function createInProcessTransport(
  app: FastifyInstance,
  page: FastifyRequest,
  { withoutSession = false }: { withoutSession?: boolean } = {},
): ApiTransport {
  const headers: Record<string, string> = {
    'x-request-id': page.id,
    [inProcessHeader]: inProcessSecret,
  };
  for (const name of forwardedHeaders) {
    const value = page.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (withoutSession) for (const name of sessionHeaders) delete headers[name];
  return {
    async request({ method, path, query, body, idempotencyKey }) {
      const response = await app.inject({
        method,
        url: `/api/v1${path}`,
        // The visitor's address (as this server believed it) is the API call's own, so limits count
        // the customer, not this process; nothing a visitor sends can set it.
        remoteAddress: page.ip,
        query: Object.fromEntries(queryEntries(query)),
        headers: {
          ...headers,
          // Loaders' and actions' writes are the shop's own: they pass the CSRF guard, body or not.
          ...(method === 'GET' ? {} : { 'x-shop-csrf': '1' }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const text = answerKeptAside(response.raw.res) ?? response.body;
      return { status: response.statusCode, body: text ? JSON.parse(text) : null };
    },
  };
}
