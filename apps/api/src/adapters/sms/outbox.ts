import type { Db } from '../../db/client.ts';
import { recordSms } from './records.ts';
import type { SmsSender } from './port.ts';

/**
 * The offline default: a message is "sent" by keeping it in sms_outbox and writing one log line
 * with the number and the text, so a developer reads the code in the log (and end-to-end tests
 * read it from GET /api/v1/dev/sms-outbox).
 */
export function createOutboxSender(db: Db, now: () => Date = () => new Date()): SmsSender {
  return {
    provider: 'outbox',
    async send(message, log) {
      await recordSms(db, message, { provider: 'outbox', template: null, status: 'sent', at: now() });
      log.info({ sms: { mobile: message.mobile, text: message.text } }, 'sms outbox');
    },
  };
}
