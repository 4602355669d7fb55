import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One request to a gateway for an order's money (issue 19; attempt-status.ts in the domain). The
 * order is named by id only: orders sit on the same rung of the module ladder, and an attempt outlives
 * nothing an order does (orders are never deleted). At most one attempt per order is `paid`, by a
 * unique index: two verifications racing cannot both settle one order.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    /** 'sandbox' or 'zarinpal'. */
    gateway: text('gateway').notNull(),
    authority: text('authority').notNull(),
    /** Rials asked for: the order's payable when the attempt was made; what verify is told. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    state: text('state').notNull().default('requested'),
    /** The gateway's reference of a verified payment, shown to the customer as proof. */
    refId: text('ref_id'),
    cardPan: text('card_pan'),
    /** The gateway's last code and message (a failure's reason, logged in Persian). */
    code: integer('code'),
    message: text('message'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('payment_attempts_authority_idx').on(t.gateway, t.authority),
    uniqueIndex('payment_attempts_one_paid_idx')
      .on(t.orderId)
      .where(sql`${t.state} = 'paid'`),
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_requested_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'requested'`),
    check('payment_attempts_state_check', sql`${t.state} in ('requested', 'paid', 'failed', 'refunded')`),
    check('payment_attempts_amount_check', sql`${t.amount} > 0`),
  ],
);
