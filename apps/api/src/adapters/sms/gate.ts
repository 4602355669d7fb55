import { toStoredMobile } from '@shop/domain/mobile';
import type { Database } from '../../db/client.ts';
import { SmsSuppressedError, type SmsMessage, type SmsSender } from './port.ts';
import { recordOverBudget, takeSmsQuota, type SmsLimits } from './quotas.ts';
import { recordSms } from './records.ts';

/** Sign-in codes and account alerts: never held back (they have their own limits, decision 23). */
export const isEssential = (message: SmsMessage) =>
  message.template === undefined || message.template === 'code' || message.template === 'alert';

/**
 * The one place every text passes before its provider (decision 083): a text that is not essential is
 * counted against its number's hour and day and the shop's hourly budget, and held back past any of
 * them: recorded in sms_outbox as `suppressed`, and refused with SmsSuppressedError so the queue that
 * sent it drops it instead of trying again. Essential texts count in the budget and always go. The
 * first text past the budget in an hour raises the alert: an error log line and a sms_budget_alerts row.
 */
export function createSmsGate(
  inner: SmsSender,
  deps: {
    db: Database;
    now: () => Date;
    limits: SmsLimits;
    alert: (details: Record<string, unknown>, message: string) => void;
  },
): SmsSender {
  return {
    provider: inner.provider,
    async send(message, log) {
      const now = deps.now();
      const mobile = toStoredMobile(message.mobile);
      const verdict = await takeSmsQuota(
        deps.db,
        { mobile, essential: isEssential(message) },
        deps.limits,
        now,
      );
      if (verdict.overBudget && (await recordOverBudget(deps.db, deps.limits.budgetPerHour, now))) {
        deps.alert(
          { budgetPerHour: deps.limits.budgetPerHour, hour: now.toISOString().slice(0, 13) },
          'sms budget exceeded: texts that are not essential are held back until the hour ends',
        );
      }
      if (!verdict.allowed) {
        await recordSms(deps.db, message, {
          provider: inner.provider,
          template: null,
          status: 'suppressed',
          error: verdict.reason,
          at: now,
        });
        log.warn({ mobile: message.mobile, reason: verdict.reason }, 'sms suppressed');
        throw new SmsSuppressedError(verdict.reason);
      }
      await inner.send(message, log);
    },
  };
}
