/**
 * A bank's payment gateway (issue 19). The shop asks for a payment of an amount, sends the payer to
 * the gateway's page, and on the callback asks the gateway itself whether the money arrived: nothing
 * the browser brings back (a status, an amount, an authority) is believed without `verify`.
 * Amounts are rials. Every call may throw PaymentGatewayUnavailableError (no answer, not JSON, a 5xx,
 * too slow); a refusal the gateway states is an answer, not an error.
 */
export interface PaymentGateway {
  /** 'sandbox' (the offline bank of the shop) or 'zarinpal'. */
  readonly name: string;
  /** Asks for a payment; the payer is then sent to `payUrl`. */
  request(input: PaymentRequest, signal?: AbortSignal): Promise<PaymentRequestAnswer>;
  /** Asks whether the payment `authority` of `amount` (the shop's own figure) was paid. */
  verify(input: { authority: string; amount: number }, signal?: AbortSignal): Promise<VerifyAnswer>;
  /** Payments the gateway saw succeed that nobody verified yet (reconciliation). */
  unverified(signal?: AbortSignal): Promise<UnverifiedPayment[]>;
  /** Gives a verified payment back to the payer's card, where the gateway allows it (Zarinpal: within 30 minutes). */
  reverse(input: { authority: string }, signal?: AbortSignal): Promise<ReverseAnswer>;
}

export type PaymentRequest = {
  /** Rials. */
  amount: number;
  /** Where the gateway sends the payer back (`…?Authority=…&Status=OK|NOK`). */
  callbackUrl: string;
  /** Shown to the payer on the gateway's page. */
  description: string;
  /** The payer's mobile, `09…`, shown and used by the gateway to prefill cards. */
  mobile: string | null;
  /** The shop's order, for the gateway's reports. */
  orderId: number;
};

export type PaymentRequestAnswer =
  | { ok: true; authority: string; payUrl: string }
  /** The gateway refused to start the payment (bad merchant, amount out of range…). */
  | { ok: false; code: number; message: string };

export type VerifyAnswer =
  /** Paid now (Zarinpal code 100). */
  | { kind: 'paid'; code: 100; refId: string; cardPan: string | null }
  /** Paid and already verified before (code 101): paid, but settle it only once. */
  | { kind: 'already-verified'; code: 101; refId: string | null; cardPan: string | null }
  /** Not paid (cancelled, failed, amount mismatch, unknown authority…): the gateway's code and reason. */
  | { kind: 'not-paid'; code: number; message: string };

export type UnverifiedPayment = { authority: string; amount: number; callbackUrl: string; date: string };

export type ReverseAnswer = { ok: true } | { ok: false; code: number; message: string };

export class PaymentGatewayUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`payment gateway unavailable: ${reason}`, options);
    this.name = 'PaymentGatewayUnavailableError';
  }
}
