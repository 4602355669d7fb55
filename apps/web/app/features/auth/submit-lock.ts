import { submitLocks } from '@shop/domain/identity/constants';

/*
 * The spec's button locks (storefront.md §9; `submitLocks` in the domain): after a press the button
 * stays locked at least `minMs` (a burst of presses is one attempt) and is released at `maxMs` at
 * the latest, even if the answer has not come (a hung network never traps the customer; a late
 * answer is still handled). Between the two, it is released when the answer arrives.
 */
export type LockWindow = { minMs: number; maxMs: number };

/** Password, code and reset submits: locked 1000–2500 ms. */
export const loginSubmitLock: LockWindow = { minMs: submitLocks.loginMinMs, maxMs: submitLocks.loginMaxMs };
/** The mobile number's submit (it may send an SMS): locked until the answer, 8 s at most. */
export const mobileSubmitLock: LockWindow = { minMs: 0, maxMs: submitLocks.mobileMs };

/** How long after the answer (which came `elapsedMs` after the press) to release the lock. */
export function releaseDelay(elapsedMs: number, { minMs, maxMs }: LockWindow): number {
  const release = Math.min(Math.max(elapsedMs, minMs), maxMs);
  return Math.max(0, release - elapsedMs);
}
