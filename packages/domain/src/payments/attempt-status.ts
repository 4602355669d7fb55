// A payment attempt's life (issue 19; docs/payments.md). One attempt per request to a gateway; an order
// may have several (a cancelled payment, then a repay), and at most one of them is ever `paid`. Only the
// shop's own verification with the gateway moves an attempt: nothing the browser sends.

export const attemptState = {
  /** The gateway gave an authority; the payer was sent to its page. */
  requested: 'requested',
  /** Verified with the gateway: the order is paid by this attempt. */
  paid: 'paid',
  /**
   * The gateway said it was not paid (cancelled at the bank, failed, amount mismatch). Not final: a
   * callback that came before the payer finished (or was forged) is followed by the real one, and the
   * reconciler asks again, so a later verification may still find it paid.
   */
  failed: 'failed',
  /**
   * Verified as paid, but the order no longer wanted it (already paid by another attempt, cancelled or
   * expired): the money went to the customer's wallet, never silently kept.
   */
  refunded: 'refunded',
} as const;
export type AttemptState = (typeof attemptState)[keyof typeof attemptState];

export const attemptTransitions: Readonly<Record<AttemptState, readonly AttemptState[]>> = {
  requested: ['paid', 'failed', 'refunded'],
  paid: [],
  failed: ['paid', 'refunded'],
  refunded: [],
};

export function canMoveAttempt(from: AttemptState, to: AttemptState): boolean {
  return attemptTransitions[from].includes(to);
}

/** An unpaid online order is cancelled, giving back what it holds, this long after it was placed. */
export const onlinePaymentMinutes = 20;

/** Paid and refunded attempts are settled for good; the bank is not asked about them again. */
export function isSettledForGood(state: AttemptState): boolean {
  return attemptTransitions[state].length === 0;
}

/**
 * What a verified answer means for an attempt not yet settled for good: paid for an order still awaiting its
 * payment, refunded to the wallet for one that is not, failed when the gateway says it was not paid.
 */
export function settleAttempt(
  verified: 'paid' | 'not-paid',
  order: { awaitingPayment: boolean },
): Exclude<AttemptState, 'requested'> {
  if (verified === 'not-paid') return 'failed';
  return order.awaitingPayment ? 'paid' : 'refunded';
}
