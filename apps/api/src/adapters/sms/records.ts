import { and, desc, eq, ne } from 'drizzle-orm';
import { toStoredMobile } from '@shop/domain/mobile';
import type { Db } from '../../db/client.ts';
import type { SmsMessage } from './port.ts';
import { smsOutbox } from './tables.ts';

export type SmsRecord = {
  provider: string;
  template: string | null;
  status: 'sent' | 'failed' | 'suppressed';
  error?: string;
  at: Date;
};

/** Writes one message to sms_outbox, after the provider answered (never inside a transaction). */
export async function recordSms(db: Db, message: SmsMessage, record: SmsRecord): Promise<void> {
  await db.insert(smsOutbox).values({
    mobile: toStoredMobile(message.mobile),
    text: message.text,
    template: record.template,
    tokens: message.tokens,
    provider: record.provider,
    status: record.status,
    error: record.error ?? null,
    createdAt: record.at,
    sentAt: record.status === 'sent' ? record.at : null,
  });
}

/** The latest messages to one number, newest first (the development outbox route); never the held-back ones. */
export function listSmsTo(db: Db, mobile: string, limit: number) {
  return db
    .select({
      mobile: smsOutbox.mobile,
      text: smsOutbox.text,
      tokens: smsOutbox.tokens,
      createdAt: smsOutbox.createdAt,
    })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.mobile, toStoredMobile(mobile)), ne(smsOutbox.status, 'suppressed')))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
