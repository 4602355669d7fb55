import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every text message the shop sent or tried to send, whatever the provider: the offline outbox's
 * only delivery, and a record of what a real provider was asked to send.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    /** +98 form, as customers' numbers are stored. */
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    /** The provider's template, when the provider fills one (Kavenegar verify-lookup). */
    template: text('template'),
    tokens: jsonb('tokens').$type<Record<string, string>>().notNull().default({}),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.id)],
);
