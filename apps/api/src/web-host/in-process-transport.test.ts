import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryEntries, type ApiRequest } from '@shop/domain/api/transport';
import { answerKeptAside, inProcessHeader, inProcessSecret } from '../http/in-process-answer.ts';
import { getTestApp } from '../test/app.ts';
import { createInProcessTransport } from './in-process-transport.ts';

// A page's request as the transport reads it: its id, the visitor's address and headers.
const page = { id: 'page-1', ip: '203.0.113.7', headers: {} } as unknown as FastifyRequest;

const calls: ApiRequest[] = [
  { method: 'GET', path: '/config' },
  { method: 'GET', path: '/categories' },
  { method: 'GET', path: '/search', query: { sortby: 3, page: 2 } },
  { method: 'GET', path: '/products/999999999' }, // a 404's envelope
  { method: 'GET', path: '/search', query: { page: 'x' } }, // a 400's envelope
  { method: 'POST', path: '/check-register', body: { mobile: '12' } }, // a refused write
];

describe('the in-process transport', () => {
  it('answers what the same request over HTTP answers, first time and from the answer cache', async () => {
    const { app } = await getTestApp();
    const transport = createInProcessTransport(app, page);
    for (const call of calls) {
      // Twice: a second public GET comes from the answer cache, kept as bytes rather than text.
      for (const round of [1, 2]) {
        const answer = await transport.request(call);
        const query = new URLSearchParams(queryEntries(call.query));
        const over = await app.inject({
          method: call.method,
          url: `/api/v1${call.path}${query.size > 0 ? `?${query}` : ''}`,
          headers: { 'x-shop-csrf': '1', 'content-type': 'application/json' },
          ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
        });
        expect(answer.status, `${call.path}, round ${round}`).toBe(over.statusCode);
        expect(withoutRequestId(answer.body), `${call.path}, round ${round}`).toEqual(
          withoutRequestId(over.json()),
        );
      }
    }
  });

  it('hands over the answer as text only when this process asked, never to a visitor', async () => {
    const { app } = await getTestApp();
    const asked = await app.inject({
      url: '/api/v1/categories',
      headers: { [inProcessHeader]: inProcessSecret },
    });
    const kept = answerKeptAside(asked.raw.res);
    // Kept aside: the emulated body is empty and the text is the whole answer.
    expect(asked.body).toBe('');
    expect(kept).toBeDefined();
    expect(JSON.parse(kept ?? '')).toMatchObject({ status: true, data: expect.any(Array) });
    // Anyone can send the header; without this process's value the answer's bytes are sent as ever.
    const guessed = await app.inject({ url: '/api/v1/categories', headers: { [inProcessHeader]: '1' } });
    expect(answerKeptAside(guessed.raw.res)).toBeUndefined();
    expect(guessed.json()).toEqual(JSON.parse(kept ?? ''));
  });
});

/** An error's envelope names the request it answers: each request has its own id. */
function withoutRequestId(body: unknown): unknown {
  const envelope = body as { extra_data?: { request_id?: string } };
  if (envelope.extra_data?.request_id === undefined) return body;
  return { ...envelope, extra_data: { ...envelope.extra_data, request_id: 'one id' } };
}
