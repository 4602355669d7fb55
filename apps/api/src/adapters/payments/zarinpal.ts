import {
  PaymentGatewayUnavailableError,
  type PaymentGateway,
  type PaymentRequestAnswer,
  type ReverseAnswer,
  type UnverifiedPayment,
  type VerifyAnswer,
} from './port.ts';

export type ZarinpalOptions = {
  /** The gateway's 36-character merchant code: a secret, never logged nor put in an error. */
  merchantId: string;
  /** https://payment.zarinpal.com (sandbox.zarinpal.com to try); tests point it at a local fake. */
  baseUrl: string;
  /** Where the payer's browser goes, `{startPayUrl}/pg/StartPay/{authority}`; baseUrl when not given. */
  startPayUrl?: string;
  /** A gateway that does not answer in time counts as unavailable. */
  timeoutMs?: number;
};

/** What every v4 answer boils down to: its code and message, and `data` for the fields of a success. */
type Outcome = { code: number; message: string; data: Record<string, unknown> };

const reasonsFa: Readonly<Record<number, string>> = {
  [-9]: 'خطای اعتبارسنجی',
  [-10]: 'آی‌پی یا مرچنت کد پذیرنده صحیح نیست',
  [-11]: 'مرچنت کد فعال نیست',
  [-50]: 'مبلغ پرداخت‌شده با مبلغ درخواستی یکسان نیست',
  [-51]: 'پرداخت ناموفق یا لغو شده',
  [-52]: 'خطای غیرمنتظره',
  [-53]: 'پرداخت متعلق به این مرچنت کد نیست',
  [-54]: 'اتوریتی نامعتبر است',
  // The refusals of reverse.json.
  [-60]: 'امکان برگشت تراکنش از سوی بانک وجود ندارد',
  [-61]: 'تراکنش موفق نیست یا پیش‌تر برگشت داده شده است',
  [-62]: 'آی‌پی سرور برای درگاه تنظیم نشده است',
  [-63]: 'مهلت ۳۰ دقیقه‌ای برگشت تراکنش گذشته است',
};

/** A reason to show a Persian reader for one of Zarinpal's codes (the gateway's own messages are English). */
export function zarinpalReasonFa(code: number): string {
  return reasonsFa[code] ?? `خطای درگاه زرین‌پال (کد ${code})`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Zarinpal answers `{ data: { code, message, … }, errors: [] }` when it accepts and
 * `{ data: [], errors: { code, message, validations } }` when it refuses; anything else is no answer.
 */
function readOutcome(body: unknown): Outcome | null {
  if (!isRecord(body)) return null;
  const { data, errors } = body;
  if (isRecord(data) && typeof data.code === 'number') {
    return { code: data.code, message: typeof data.message === 'string' ? data.message : '', data };
  }
  if (isRecord(errors) && typeof errors.code === 'number') {
    return { code: errors.code, message: typeof errors.message === 'string' ? errors.message : '', data: {} };
  }
  return null;
}

function refIdOf(data: Record<string, unknown>): string | null {
  const refId = data.ref_id;
  return typeof refId === 'number' || (typeof refId === 'string' && refId !== '') ? String(refId) : null;
}

function cardPanOf(data: Record<string, unknown>): string | null {
  return typeof data.card_pan === 'string' && data.card_pan !== '' ? data.card_pan : null;
}

function unverifiedPaymentOf(item: unknown): UnverifiedPayment | null {
  if (!isRecord(item)) return null;
  const { authority, amount, callback_url: callbackUrl, date } = item;
  if (typeof authority !== 'string' || typeof amount !== 'number') return null;
  if (typeof callbackUrl !== 'string' || typeof date !== 'string') return null;
  return { authority, amount, callbackUrl, date };
}

/**
 * Zarinpal's v4 REST API (`/pg/v4/payment/*.json`), amounts in rials. A refusal the gateway states
 * (a code in `data` or `errors`, whatever the HTTP status of 2xx–4xx) is an answer; no answer, a 5xx
 * or a body that is not one of its answers throws PaymentGatewayUnavailableError.
 */
export function createZarinpalGateway(options: ZarinpalOptions): PaymentGateway {
  const { merchantId } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const startPayBase = (options.startPayUrl ?? options.baseUrl).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** The gateway's own words may be logged upstream: keep the merchant code out of them, just in case. */
  function clean(text: string): string {
    return merchantId === '' ? text : text.replaceAll(merchantId, '***');
  }

  function unavailable(reason: string, cause?: unknown): PaymentGatewayUnavailableError {
    return new PaymentGatewayUnavailableError(clean(reason), cause === undefined ? undefined : { cause });
  }

  function failureReason(timeout: AbortSignal, signal: AbortSignal | undefined): string {
    if (timeout.aborted) return `no answer in ${timeoutMs} ms`;
    if (signal?.aborted) return 'the caller gave up waiting';
    return 'gateway unreachable';
  }

  async function call(method: string, body: object, signal?: AbortSignal): Promise<Outcome> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = signal ? AbortSignal.any([timeout, signal]) : timeout;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}/pg/v4/payment/${method}.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        // A redirect would carry the merchant code to another address: a moved gateway is a broken one.
        redirect: 'error',
        signal: both,
      });
      status = response.status;
      // The body is read under the same deadline: a gateway may send its headers and then stall.
      text = await response.text();
    } catch (error) {
      throw unavailable(`${method}: ${failureReason(timeout, signal)}`, error);
    }
    // A 5xx is the gateway's trouble, even if its body happens to look like a refusal.
    if (status >= 500) throw unavailable(`${method}: gateway answered HTTP ${status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw unavailable(`${method}: answer is not JSON (HTTP ${status})`);
    }
    const outcome = readOutcome(parsed);
    if (!outcome)
      throw unavailable(`${method}: answer has neither data.code nor errors.code (HTTP ${status})`);
    return { ...outcome, message: clean(outcome.message) };
  }

  /** A refusal keeps the gateway's message; a Persian reason stands in only when it gave none. */
  function messageOf(outcome: Outcome): string {
    return outcome.message || zarinpalReasonFa(outcome.code);
  }

  return {
    name: 'zarinpal',

    async request(input, signal): Promise<PaymentRequestAnswer> {
      const outcome = await call(
        'request',
        {
          merchant_id: merchantId,
          amount: input.amount,
          // The shop counts in rials; saying so does not depend on the terminal's default currency.
          currency: 'IRR',
          description: input.description,
          callback_url: input.callbackUrl,
          metadata: {
            ...(input.mobile === null ? {} : { mobile: input.mobile }),
            order_id: String(input.orderId),
          },
        },
        signal,
      );
      if (outcome.code !== 100) return { ok: false, code: outcome.code, message: messageOf(outcome) };
      const { authority } = outcome.data;
      if (typeof authority !== 'string' || authority === '') {
        throw unavailable('request: code 100 without an authority');
      }
      return { ok: true, authority, payUrl: `${startPayBase}/pg/StartPay/${encodeURIComponent(authority)}` };
    },

    async verify({ authority, amount }, signal): Promise<VerifyAnswer> {
      // The amount is the shop's own figure: the gateway then says -50 if the payer paid another.
      const outcome = await call('verify', { merchant_id: merchantId, amount, authority }, signal);
      const { code, data } = outcome;
      if (code === 100) {
        const refId = refIdOf(data);
        // Paid without a reference cannot be settled nor traced: treat it as a broken answer.
        if (refId === null) throw unavailable('verify: code 100 without a ref_id');
        return { kind: 'paid', code: 100, refId, cardPan: cardPanOf(data) };
      }
      if (code === 101)
        return { kind: 'already-verified', code: 101, refId: refIdOf(data), cardPan: cardPanOf(data) };
      return { kind: 'not-paid', code, message: messageOf(outcome) };
    },

    async unverified(signal): Promise<UnverifiedPayment[]> {
      const outcome = await call('unVerified', { merchant_id: merchantId }, signal);
      // An empty list would tell reconciliation "nothing to do" when the gateway did not say so.
      if (outcome.code !== 100) {
        throw unavailable(`unVerified: refused with code ${outcome.code}: ${messageOf(outcome)}`);
      }
      const items = outcome.data.authorities;
      if (!Array.isArray(items)) throw unavailable('unVerified: code 100 without a list of authorities');
      return items.map((item: unknown) => {
        const payment = unverifiedPaymentOf(item);
        if (!payment)
          throw unavailable('unVerified: an authority without authority, amount, callback_url, date');
        return payment;
      });
    },

    async reverse({ authority }, signal): Promise<ReverseAnswer> {
      const outcome = await call('reverse', { merchant_id: merchantId, authority }, signal);
      return outcome.code === 100
        ? { ok: true }
        : { ok: false, code: outcome.code, message: messageOf(outcome) };
    },
  };
}
