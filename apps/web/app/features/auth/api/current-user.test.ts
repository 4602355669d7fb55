import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiTransportContext } from '../../../shared/api/server-context.ts';
import type { ApiRequest, ApiTransport } from '../../../shared/api/transport.ts';
import { currentUserOf } from './current-user.ts';

const user = { id: 7, mobile_no: '09121234567', register_status: 4 };

/** A page request's context over a transport that records what the loaders ask of the API. */
function pageRequest(answer: { status: number; body: unknown }) {
  const asked: ApiRequest[] = [];
  const transport: ApiTransport = {
    request: async (request) => {
      asked.push(request);
      return answer;
    },
  };
  const context = new RouterContextProvider();
  context.set(apiTransportContext, transport);
  const request = new Request('http://shop.test/profile', { headers: { cookie: 'sid=abc' } });
  return { context, request, asked };
}

describe('currentUserOf: the session looked up once per page request', () => {
  it('asks GET /profile once however many loaders want the customer', async () => {
    const page = pageRequest({
      status: 200,
      body: { status: true, code: 200, message: '', data: user, extra_data: null },
    });
    const [fromRoot, fromPage] = await Promise.all([
      currentUserOf(page.context, page.request),
      currentUserOf(page.context, page.request),
    ]);
    expect(fromRoot).toEqual(user);
    expect(fromPage).toBe(fromRoot);
    expect(page.asked.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /profile']);
  });

  it('asks again for the next page request', async () => {
    const body = { status: true, code: 200, message: '', data: user, extra_data: null };
    const first = pageRequest({ status: 200, body });
    const second = pageRequest({ status: 200, body });
    await currentUserOf(first.context, first.request);
    await currentUserOf(second.context, second.request);
    expect(first.asked).toHaveLength(1);
    expect(second.asked).toHaveLength(1);
  });

  it('answers a guest without asking when no session cookie came', async () => {
    const page = pageRequest({ status: 500, body: null });
    const guest = new Request('http://shop.test/');
    expect(await currentUserOf(page.context, guest)).toBeNull();
    expect(page.asked).toEqual([]);
  });
});
