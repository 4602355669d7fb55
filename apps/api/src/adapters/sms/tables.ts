import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** `suppressed`: held back by a cap or the shop's budget (decision 083), never given to the provider. */
    status: text('status', { enum: ['sent', 'failed', 'suppressed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.id)],
);

/**
 * What the texts of one window have used (decision 083): per number per hour and per day (texts that are
 * not essential), and the shop's per hour (every text). Each send counts in one conditional upsert, so
 * two senders at once cannot both pass a cap. Old windows are deleted by a sweep.
 */
export const smsQuotas = pgTable(
  'sms_quotas',
  {
    /** `number-hour`, `number-day` or `shop-hour`. */
    scope: text('scope').notNull(),
    /** The number (+98 form), or '' for the shop. */
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject, t.windowStart] })],
);

/**
 * The hours in which the shop's SMS budget was passed: raised once per hour (an error log line, and
 * this row for the back office), with how many texts were held back or sent past it since.
 */
export const smsBudgetAlerts = pgTable('sms_budget_alerts', {
  windowStart: timestamp('window_start', { withTimezone: true }).primaryKey(),
  budget: integer('budget').notNull(),
  /** Texts past the budget in the hour: held back (not essential) or sent anyway (sign-in codes, alerts). */
  overBudget: integer('over_budget').notNull(),
  raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
});
