import type { FastifyBaseLogger } from 'fastify';

/** One text message to a customer. */
export type SmsMessage = {
  /** 09xxxxxxxxx. */
  mobile: string;
  /** The whole text, as the outbox keeps it and a plain-text provider would send it. */
  text: string;
  /**
   * Which approved template a verify-lookup provider fills: the one-time code's (default), orders',
   * or the account's alerts (the old number told of a mobile change; its token the new number, masked),
   * or the waitlist's (an item came back: token the minutes its unit is kept for the customer, 0 when
   * it is not, token10 its name, token20 what the turn gives in words; decision 082).
   */
  template?: 'code' | 'order' | 'alert' | 'waitlist';
  /**
   * The tokens a verify-lookup provider puts into its template: the one-time code; for an order, its
   * tracking code, the amount in tomans (token2), its number for its page's address (token3) and what
   * happened (token10, which may hold 5 spaces; token20 may hold 8).
   */
  tokens: { token: string; token2?: string; token3?: string; token10?: string; token20?: string };
};

export type SmsLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * Sends text messages. Resolves once the provider has accepted the message; rejects with
 * SmsUnavailableError (already logged) when it could not be sent, so the caller can say "try again".
 */
export interface SmsSender {
  readonly provider: string;
  send(message: SmsMessage, log: SmsLog): Promise<void>;
}

export class SmsUnavailableError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`SMS not sent: ${reason}`, options);
    this.name = 'SmsUnavailableError';
  }
}

/**
 * Not sent on purpose: the number's cap or the shop's hourly budget held it back (decision 083). Final:
 * a queue drops the text rather than trying it again.
 */
export class SmsSuppressedError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`SMS suppressed: ${reason}`);
    this.name = 'SmsSuppressedError';
    this.reason = reason;
  }
}
