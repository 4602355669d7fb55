import { DomainError } from '@shop/domain/errors';
import { rateLimits, type RateLimitName } from '@shop/domain/identity/constants';
import { formatRetryWait } from '@shop/domain/identity/retry-wait';
import type { Counters } from '../../../adapters/cache/port.ts';
import type { Caller } from './context.ts';

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The abuse limits of domain `rateLimits`, counted in the shared cache (Redis across replicas) as
 * fixed windows keyed by limit and subject (a +98 number or an address).
 */
export function createRateLimiter(cache: Counters) {
  const keyOf = (name: RateLimitName, subject: string) => `limit:${name}:${subject}`;

  return {
    /** Counts one event (an SMS about to be sent); refuses once the window's allowance is used. */
    async take(name: RateLimitName, subject: string): Promise<void> {
      const { max, windowSeconds } = rateLimits[name];
      const counter = await cache.increment(keyOf(name, subject), windowSeconds);
      if (counter.count > max) throw rateLimited(counter.resetInSeconds);
    },
    /** Refuses while the failures counted so far reach the limit (password tries), without counting. */
    async assertOpen(name: RateLimitName, subject: string): Promise<void> {
      const counter = await cache.readCounter(keyOf(name, subject));
      if (counter && counter.count >= rateLimits[name].max) throw rateLimited(counter.resetInSeconds);
    },
    async countFailure(name: RateLimitName, subject: string): Promise<void> {
      await cache.increment(keyOf(name, subject), rateLimits[name].windowSeconds);
    },
    async clear(name: RateLimitName, subject: string): Promise<void> {
      await cache.resetCounter(keyOf(name, subject));
    },
  };
}

function rateLimited(retryAfter: number): DomainError {
  return new DomainError('RATE_LIMITED', {
    params: { wait: formatRetryWait(retryAfter) },
    extra: { retry_after: retryAfter },
  });
}

/** A number as tried from one address (its network): the subject of the small failure limit. */
export function pairSubject(storedMobile: string, caller: Caller): string {
  return `${storedMobile}@${caller.network}`;
}

/** Every password-failure limit a try from this caller for this number counts against. */
export function passwordFailSubjects(storedMobile: string, caller: Caller): [RateLimitName, string][] {
  return [
    ['passwordFailPerIp', caller.network],
    ['passwordFailPerMobileAndIp', pairSubject(storedMobile, caller)],
    ['passwordFailPerMobile', storedMobile],
  ];
}
