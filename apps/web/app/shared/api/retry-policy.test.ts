import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { retryDelay, shouldRetry } from './retry-policy.ts';

const answered = (status: number) =>
  new ApiError(status, { status: false, message: 'x', data: null, extra_data: { error: 'X' } } as never);

describe('the data loader’s retries', () => {
  it('waits 8 s before the first retry, then 6 s between each (the spec)', () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([8_000, 6_000, 6_000, 6_000]);
  });

  it('keeps trying while nothing answers, for about five minutes of being online', () => {
    const offline = new TypeError('Failed to fetch');
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(49, offline)).toBe(true);
    expect(shouldRetry(50, offline)).toBe(false);
  });

  it('never repeats by itself a request the shop answered, even with a 5xx: the page says so at once', () => {
    for (const status of [400, 401, 404, 409, 422, 429, 500, 503]) {
      expect(shouldRetry(0, answered(status)), String(status)).toBe(false);
    }
    expect(shouldRetry(0, new ApiError(502, null))).toBe(false);
  });
});
