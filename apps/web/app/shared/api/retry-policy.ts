import { ApiError } from './client.ts';

// How the page's data loads again after a failure (checkout-and-account.md §9: "Data loader retry:
// 8 s then every 6 s", "until loaded"). TanStack Query counts failures from 0 and holds retries
// while the browser is offline, so a phone in a tunnel waits rather than burning its attempts.

export const firstRetryMs = 8_000;
export const nextRetryMs = 6_000;
/**
 * "Until loaded" is bounded only so a page left open with a bug in it stops asking after about five
 * minutes online; time offline does not count, as retries wait for the connection.
 */
const unansweredAttempts = 50;

export function retryDelay(failureCount: number): number {
  return failureCount === 0 ? firstRetryMs : nextRetryMs;
}

/**
 * Only a request that got no answer (the network dropped, the shop unreachable) is retried by
 * itself. A failure the shop answered, even a 5xx, is shown at once with the spec's message and
 * «تلاش دوباره»: the customer decides, rather than watching a spinner for twenty seconds.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < unansweredAttempts;
}
