import { describe, expect, it } from 'vitest';
import {
  attemptTransitions,
  canMoveAttempt,
  isSettledForGood,
  settleAttempt,
  type AttemptState,
} from './attempt-status.ts';

describe('a payment attempt', () => {
  it('is paid or refunded once and for good; a failure may still turn out paid', () => {
    expect(canMoveAttempt('requested', 'paid')).toBe(true);
    expect(canMoveAttempt('requested', 'failed')).toBe(true);
    expect(canMoveAttempt('requested', 'refunded')).toBe(true);
    expect(canMoveAttempt('failed', 'paid')).toBe(true);
    expect(canMoveAttempt('failed', 'requested')).toBe(false);
    for (const end of ['paid', 'refunded'] as AttemptState[]) {
      expect(attemptTransitions[end]).toEqual([]);
      expect(isSettledForGood(end)).toBe(true);
    }
    expect(isSettledForGood('failed')).toBe(false);
    expect(isSettledForGood('requested')).toBe(false);
  });

  it.each([
    ['paid', true, 'paid'],
    ['paid', false, 'refunded'],
    ['not-paid', true, 'failed'],
    ['not-paid', false, 'failed'],
  ] as const)('verified %s for an order awaiting payment: %s → %s', (verified, awaitingPayment, state) => {
    expect(settleAttempt(verified, { awaitingPayment })).toBe(state);
  });
});
