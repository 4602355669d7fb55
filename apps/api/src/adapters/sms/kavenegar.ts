import type { Db } from '../../db/client.ts';
import { recordSms } from './records.ts';
import { SmsUnavailableError, type SmsLog, type SmsMessage, type SmsSender } from './port.ts';

export type KavenegarOptions = {
  apiKey: string;
  /** A verify template approved in Kavenegar's panel, whose one token is the code. */
  template: string;
  /**
   * The template for order notices (%token tracking code, %token2 tomans, %token3 the order's number for
   * its page, `…/profile/orders/%token3`, %token10 what happened);
   * without it order notices are recorded as not sent.
   */
  orderTemplate?: string | undefined;
  /**
   * The template for account alerts (%token the new number, masked: the old number told of a mobile
   * change); without it they are recorded as not sent.
   */
  alertTemplate?: string | undefined;
  /**
   * The template for the waitlist (%token the minutes the unit is kept for the customer, 0 when it is
   * not; %token10 the item's name; %token20 what the turn gives in words; decisions 063, 082); without
   * it those texts are recorded as not sent.
   */
  waitlistTemplate?: string | undefined;
  /** https://api.kavenegar.com; tests point it at a local fake. */
  baseUrl: string;
  /** A provider that does not answer in time counts as down. */
  timeoutMs?: number;
  db: Db;
  now?: () => Date;
};

/** Kavenegar's answer: `return.status` 200 means accepted; anything else carries its own message. */
type LookupAnswer = { return?: { status?: number; message?: string } };

/**
 * Kavenegar's verify-lookup API (GET /v1/{key}/verify/lookup.json): the provider sends its approved
 * template with our code, which passes Iranian operators' filters faster than free text. Every
 * attempt is recorded in sms_outbox; a failure is logged (never the URL: it holds the API key).
 */
export function createKavenegarSender(options: KavenegarOptions): SmsSender {
  const { apiKey, template, db } = options;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/+$/, '');

  /** The template a message fills, if one is configured for its kind (null: none). */
  function configuredTemplate(message: SmsMessage): string | null {
    if (message.template === 'order') return options.orderTemplate ?? null;
    if (message.template === 'alert') return options.alertTemplate ?? null;
    if (message.template === 'waitlist') return options.waitlistTemplate ?? null;
    return template;
  }

  function templateOf(message: SmsMessage): string {
    const chosen = configuredTemplate(message);
    if (chosen !== null) return chosen;
    const variable = {
      order: 'KAVENEGAR_ORDER_TEMPLATE',
      alert: 'KAVENEGAR_ALERT_TEMPLATE',
      waitlist: 'KAVENEGAR_STOCK_TEMPLATE',
      code: 'KAVENEGAR_TEMPLATE',
    }[message.template ?? 'code'];
    throw new SmsUnavailableError(`no ${message.template ?? 'code'} template (${variable})`);
  }

  async function lookup(message: SmsMessage): Promise<void> {
    const query = new URLSearchParams({
      receptor: message.mobile,
      template: templateOf(message),
      ...Object.fromEntries(Object.entries(message.tokens).filter(([, value]) => value !== undefined)),
    });
    const url = `${base}/v1/${encodeURIComponent(apiKey)}/verify/lookup.json?${query}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new SmsUnavailableError(timedOut ? `no answer in ${timeoutMs} ms` : 'provider unreachable', {
        cause: error,
      });
    }
    const answer = (await response.json().catch(() => ({}))) as LookupAnswer;
    const status = answer.return?.status;
    if (!response.ok || status !== 200) {
      throw new SmsUnavailableError(
        `provider answered HTTP ${response.status}, status ${status ?? '-'}: ${answer.return?.message ?? ''}`.trim(),
      );
    }
  }

  async function record(message: SmsMessage, log: SmsLog, error?: SmsUnavailableError) {
    const at = now();
    const outcome = error ? { status: 'failed' as const, error: error.message } : { status: 'sent' as const };
    // The message left (or did not) whatever happens here: a failed record is only logged.
    const used = configuredTemplate(message);
    await recordSms(db, message, { provider: 'kavenegar', template: used, at, ...outcome }).catch(
      (cause: unknown) => log.warn({ err: cause }, 'could not record an sms in sms_outbox'),
    );
  }

  return {
    provider: 'kavenegar',
    async send(message, log) {
      try {
        await lookup(message);
      } catch (error) {
        const failure =
          error instanceof SmsUnavailableError
            ? error
            : new SmsUnavailableError('unexpected', { cause: error });
        log.warn({ provider: 'kavenegar', mobile: message.mobile, reason: failure.message }, 'sms not sent');
        await record(message, log, failure);
        throw failure;
      }
      await record(message, log);
      log.info({ provider: 'kavenegar', mobile: message.mobile }, 'sms sent');
    },
  };
}
