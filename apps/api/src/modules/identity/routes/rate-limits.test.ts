import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@shop/domain/identity/constants';
import { createMemoryCache } from '../../../adapters/cache/memory.ts';
import type { CacheStore } from '../../../adapters/cache/port.ts';
import { createRedisCache, type RedisCache } from '../../../adapters/cache/redis.ts';
import {
  createClock,
  expectError,
  identityApp,
  latestCode,
  newIp,
  newMobile,
  send,
  signUpByCode,
  signedUpCustomer,
  type Answer,
  type Clock,
} from '../test-support.ts';

// The abuse limits, proven against each cache the shop can run with: memory always, Redis when
// REDIS_URL is set (CI). Each run gets its own Redis key prefix, so earlier runs' counters cannot
// interfere. "Two replicas" are two apps over one cache, as two processes share one Redis.

const redisUrl = process.env['REDIS_URL'];
const redisCaches: RedisCache[] = [];
afterAll(async () => {
  await Promise.all(redisCaches.map((cache) => cache.close()));
});

type Backend = { name: string; cacheOf: (clock: Clock) => CacheStore; clocked: boolean };
const backends: Backend[] = [
  {
    name: 'memory',
    cacheOf: (clock) => createMemoryCache({ now: () => clock.now().getTime() }),
    clocked: true,
  },
];
if (redisUrl) {
  backends.push({
    name: 'redis',
    cacheOf: () => {
      const cache = createRedisCache(redisUrl, { prefix: `test:${randomUUID()}:` });
      redisCaches.push(cache);
      return cache;
    },
    clocked: false,
  });
}

function expectRateLimited(answer: Answer, windowSeconds: number): void {
  expectError(answer, 429, 'RATE_LIMITED');
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 10);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(answer.body.extra_data.details).toEqual({ retry_after: retryAfter });
  // «… ۱۰ دقیقه دیگر دوباره تلاش کنید.»
  expect(answer.body.message).toMatch(/[۰-۹]+ دقیقه دیگر/);
}

describe.each(backends)('rate limits with the $name cache', ({ cacheOf, clocked }) => {
  it('sends at most 3 codes to one number in 10 minutes, whatever the address', async () => {
    const { app, clock } = await identityApp({ cache: cacheOf });
    const { max, windowSeconds } = rateLimits.codeSendPerMobile;
    const mobile = newMobile();
    expect((await send(app, 'POST', '/register', { body: { mobile_no: mobile } })).status).toBe(200);
    for (let sent = 1; sent < max; sent += 1) {
      expect((await send(app, 'POST', '/code', { body: { mobile_no: mobile } })).status).toBe(200);
    }
    expectRateLimited(await send(app, 'POST', '/code', { body: { mobile_no: mobile } }), windowSeconds);
    expectRateLimited(await send(app, 'POST', '/register', { body: { mobile_no: mobile } }), windowSeconds);
    if (clocked) {
      clock.advance(windowSeconds);
      expect((await send(app, 'POST', '/code', { body: { mobile_no: mobile } })).status).toBe(200);
    }
    await app.close();
  });

  it('caps the codes one address asks for, across numbers', async () => {
    const { app } = await identityApp({ cache: cacheOf });
    const { max, windowSeconds } = rateLimits.codeSendPerIp;
    const ip = newIp();
    for (let sent = 0; sent < max; sent += 1) {
      const answer = await send(app, 'POST', '/register', { body: { mobile_no: newMobile() }, ip });
      expect(answer.status).toBe(200);
    }
    expectRateLimited(
      await send(app, 'POST', '/register', { body: { mobile_no: newMobile() }, ip }),
      windowSeconds,
    );
    // Another address is not affected.
    expect((await send(app, 'POST', '/register', { body: { mobile_no: newMobile() } })).status).toBe(200);
    await app.close();
  });

  it("holds a number's limit across two replicas sharing the cache", async () => {
    const shared = cacheOf(createClock());
    const first = await identityApp({ cache: shared });
    const second = await identityApp({ cache: shared });
    const mobile = newMobile();
    expect((await send(first.app, 'POST', '/register', { body: { mobile_no: mobile } })).status).toBe(200);
    expect((await send(second.app, 'POST', '/code', { body: { mobile_no: mobile } })).status).toBe(200);
    expect((await send(first.app, 'POST', '/code', { body: { mobile_no: mobile } })).status).toBe(200);
    expectError(
      await send(second.app, 'POST', '/code', { body: { mobile_no: mobile } }),
      429,
      'RATE_LIMITED',
    );
    await Promise.all([first.app.close(), second.app.close()]);
  });

  it("locks a number's password sign-in from one address after 5 failures there, not the owner's", async () => {
    const { app, clock } = await identityApp({ cache: cacheOf });
    const { max, windowSeconds } = rateLimits.passwordFailPerMobileAndIp;
    const customer = await signedUpCustomer(app);
    const stranger = newIp();
    const wrong = { mobile_no: customer.mobile, password: 'wrong-pass' };
    for (let failed = 0; failed < max; failed += 1) {
      expectError(await send(app, 'POST', '/login', { body: wrong, ip: stranger }), 404, 'WRONG_PASSWORD');
    }
    const right = { mobile_no: customer.mobile, password: customer.password };
    // The stranger's address is locked out of this number, even with the right password...
    expectRateLimited(await send(app, 'POST', '/login', { body: right, ip: stranger }), windowSeconds);
    // ...while the owner, from their own address, signs in.
    expect((await send(app, 'POST', '/login', { body: right, ip: customer.ip })).status).toBe(200);
    if (clocked) {
      clock.advance(windowSeconds);
      expect((await send(app, 'POST', '/login', { body: right, ip: stranger })).status).toBe(200);
    }
    await app.close();
  });

  it("caps guessing a number's password from many addresses, and sign-in by code stays open", async () => {
    const { app } = await identityApp({ cache: cacheOf });
    const { max, windowSeconds } = rateLimits.passwordFailPerMobile;
    const perAddress = rateLimits.passwordFailPerMobileAndIp.max;
    const customer = await signedUpCustomer(app);
    const wrong = { mobile_no: customer.mobile, password: 'wrong-pass' };
    for (let failed = 0; failed < max; failed += perAddress) {
      const ip = newIp();
      for (let step = 0; step < perAddress; step += 1) {
        expectError(await send(app, 'POST', '/login', { body: wrong, ip }), 404, 'WRONG_PASSWORD');
      }
    }
    const right = { mobile_no: customer.mobile, password: customer.password };
    expectRateLimited(await send(app, 'POST', '/login', { body: right, ip: newIp() }), windowSeconds);
    expect((await send(app, 'POST', '/code', { body: { mobile_no: customer.mobile } })).status).toBe(200);
    const code = await latestCode(customer.mobile);
    const byCode = await send(app, 'POST', '/verification', { body: { mobile_no: customer.mobile, code } });
    expect(byCode.status).toBe(200);
    await app.close();
  });

  it("forgets a number's failures from an address once it signs in there", async () => {
    const { app } = await identityApp({ cache: cacheOf });
    const customer = await signedUpCustomer(app);
    const ip = customer.ip;
    const right = { mobile_no: customer.mobile, password: customer.password };
    const wrong = { ...right, password: 'wrong-pass' };
    for (let failed = 0; failed < rateLimits.passwordFailPerMobileAndIp.max - 1; failed += 1) {
      await send(app, 'POST', '/login', { body: wrong, ip });
    }
    expect((await send(app, 'POST', '/login', { body: right, ip })).status).toBe(200);
    expectError(await send(app, 'POST', '/login', { body: wrong, ip }), 404, 'WRONG_PASSWORD');
    expectError(await send(app, 'POST', '/login', { body: wrong, ip }), 404, 'WRONG_PASSWORD');
    await app.close();
  });

  it("caps the codes tried for one number at its 3 codes' tries, from any address", async () => {
    const { app } = await identityApp({ cache: cacheOf });
    const { max, windowSeconds } = rateLimits.codeVerifyPerMobile;
    const { mobile } = await signUpByCode(app);
    for (let tried = 1; tried < max; tried += 1) {
      const answer = await send(app, 'POST', '/verification', { body: { mobile_no: mobile, code: '0000' } });
      expect(answer.status).toBe(422);
    }
    expectRateLimited(
      await send(app, 'POST', '/verification', { body: { mobile_no: mobile, code: '0000' } }),
      windowSeconds,
    );
    await app.close();
  });

  it('caps the codes one address tries, whatever the numbers, known or not', async () => {
    const { app } = await identityApp({ cache: cacheOf });
    const { max, windowSeconds } = rateLimits.codeVerifyPerIp;
    const ip = newIp();
    const tries = Array.from({ length: max }, () =>
      send(app, 'POST', '/verification', { body: { mobile_no: newMobile(), code: '1234' }, ip }),
    );
    for (const answer of await Promise.all(tries)) expectError(answer, 404, 'CUSTOMER_NOT_FOUND');
    const next = { mobile_no: newMobile(), code: '1234' };
    expectRateLimited(await send(app, 'POST', '/verification', { body: next, ip }), windowSeconds);
    expectRateLimited(
      await send(app, 'POST', '/password/reset', {
        body: { ...next, password: 'secret-123', password_confirmation: 'secret-123' },
        ip,
      }),
      windowSeconds,
    );
    await app.close();
  });

  it('throttles "is this number a customer?" lookups per address', async () => {
    const { app } = await identityApp({ cache: cacheOf });
    const { max, windowSeconds } = rateLimits.lookupPerIp;
    const ip = newIp();
    const lookups = Array.from({ length: max }, () =>
      send(app, 'POST', '/check-register', { body: { mobile_no: newMobile() }, ip }),
    );
    for (const answer of await Promise.all(lookups)) expectError(answer, 404, 'CUSTOMER_NOT_FOUND');
    expectRateLimited(
      await send(app, 'POST', '/check-register', { body: { mobile_no: newMobile() }, ip }),
      windowSeconds,
    );
    // Another address looks up as before.
    expectError(
      await send(app, 'POST', '/check-register', { body: { mobile_no: newMobile() } }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    await app.close();
  });

  it('locks password sign-in from one address after its failures, across numbers', async () => {
    const { app } = await identityApp({ cache: cacheOf });
    const { max, windowSeconds } = rateLimits.passwordFailPerIp;
    const ip = newIp();
    for (let failed = 0; failed < max; failed += 1) {
      const answer = await send(app, 'POST', '/login', {
        body: { mobile_no: newMobile(), password: 'guess-123' },
        ip,
      });
      expectError(answer, 404, 'WRONG_PASSWORD');
    }
    const next = await send(app, 'POST', '/login', {
      body: { mobile_no: newMobile(), password: 'guess-123' },
      ip,
    });
    expectRateLimited(next, windowSeconds);
    await app.close();
  });
});
