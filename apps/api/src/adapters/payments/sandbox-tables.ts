import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox bank's own book (the offline default gateway): the payments it was asked for and what
 * the payer pressed on its page. It stands where a real bank's records are, so the shop reads it only
 * through the gateway's `verify`, never directly.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  authority: text('authority').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  callbackUrl: text('callback_url').notNull(),
  description: text('description').notNull(),
  mobile: text('mobile'),
  /** 'pending' until the payer presses a button, then 'paid' or 'cancelled'. */
  state: text('state').notNull().default('pending'),
  verified: boolean('verified').notNull().default(false),
  refId: text('ref_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
