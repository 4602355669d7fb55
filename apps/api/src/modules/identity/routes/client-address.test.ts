import { describe, expect, it } from 'vitest';
import { rateLimits } from '@shop/domain/identity/constants';
import { expectError, identityApp, newIp, newMobile, send, type Answer } from '../test-support.ts';

// Which address a per-address limit counts (issue 16). A proxy on the same host that passes
// X-Forwarded-For through used to hand every request whatever address it claimed; now no proxy is
// believed unless TRUST_PROXY names it, and IPv6 clients count by their /64.

const { max } = rateLimits.lookupPerIp;

/** Uses up one address's lookups, each request shaped by `requestOf(i)`; answers the next one's. */
async function exhaustLookups(
  app: Parameters<typeof send>[0],
  requestOf: (i: number) => { ip: string; headers?: Record<string, string> },
): Promise<Answer> {
  for (let i = 0; i < max; i += 1) {
    const answer = await send(app, 'POST', '/check-register', {
      body: { mobile_no: newMobile() },
      ...requestOf(i),
    });
    expectError(answer, 404, 'CUSTOMER_NOT_FOUND');
  }
  return send(app, 'POST', '/check-register', { body: { mobile_no: newMobile() }, ...requestOf(max) });
}

const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i % 250}` });

describe('the address a limit counts', () => {
  it('ignores X-Forwarded-For by default, even from loopback', async () => {
    const { app } = await identityApp();
    const next = await exhaustLookups(app, (i) => ({ ip: '127.0.0.1', headers: forged(i) }));
    expectError(next, 429, 'RATE_LIMITED');
    await app.close();
  });

  it('believes X-Forwarded-For from the proxies TRUST_PROXY names', async () => {
    const { app } = await identityApp({ trustProxy: 'loopback' });
    const next = await exhaustLookups(app, (i) => ({ ip: '127.0.0.1', headers: forged(i) }));
    expectError(next, 404, 'CUSTOMER_NOT_FOUND');
    // A client that is not a named proxy still cannot choose its address.
    const direct = newIp();
    expectError(await exhaustLookups(app, (i) => ({ ip: direct, headers: forged(i) })), 429, 'RATE_LIMITED');
    await app.close();
  });

  it('counts IPv6 clients by their /64', async () => {
    const { app } = await identityApp();
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const next = await exhaustLookups(app, (i) => ({ ip: `${prefix}::${(i + 1).toString(16)}` }));
    expectError(next, 429, 'RATE_LIMITED');
    // The next /64 is another customer.
    const neighbour = await send(app, 'POST', '/check-register', {
      body: { mobile_no: newMobile() },
      ip: `${prefix.slice(0, -1)}8::1`,
    });
    expect(neighbour.status).toBe(404);
    await app.close();
  });
});
