import { queryString, type ApiTransport } from './transport.ts';
import { reportUnauthorized } from './unauthorized.ts';

/**
 * fetch to the same origin; the session cookie rides along. Every write carries the CSRF header,
 * with or without a body: the API refuses a cookie-authenticated write without it (issue 5).
 */
export const browserTransport: ApiTransport = {
  async request({ method, path, query, body, signal, keepalive, idempotencyKey }) {
    const response = await fetch(`/api/v1${path}${queryString(query)}`, {
      method,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : { 'x-shop-csrf': '1' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 401) reportUnauthorized();
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  },
};
