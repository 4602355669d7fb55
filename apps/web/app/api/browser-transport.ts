import { queryString, type ApiTransport } from './transport.ts';

/** fetch to the same origin; the session cookie rides along, and writes carry the CSRF header. */
export const browserTransport: ApiTransport = {
  async request({ method, path, query, body, signal }) {
    const response = await fetch(`/api/v1${path}${queryString(query)}`, {
      method,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'x-shop-csrf': '1' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  },
};
