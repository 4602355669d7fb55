import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { commentRecordNames } from '@shop/domain/reviews/schemas';
import { customers } from '../identity/public/tables.ts';

export const commentStatuses = ['pending', 'approved', 'rejected'] as const;

/**
 * Customers' comments on a product or a bundle (decision 062). Plain text as typed (the schema
 * refuses HTML); listed once approved. One customer's same text on one record is one row (the md5
 * keeps the unique index small whatever the length), so a second press of «ثبت» changes nothing.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    recordName: text('record_name', { enum: commentRecordNames }).notNull(),
    recordId: integer('record_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name'),
    body: text('body').notNull(),
    /** 1–5, or null: a rating is offered, not demanded (decision 084), and a null is no vote. */
    rating: smallint('rating'),
    status: text('status', { enum: commentStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_record_idx').on(t.recordName, t.recordId, t.status, t.createdAt),
    uniqueIndex('comments_customer_body_idx').on(t.customerId, t.recordName, t.recordId, sql`md5(${t.body})`),
    check('comments_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('comments_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('comments_record_name_check', sql`${t.recordName} in ('product', 'bundle')`),
  ],
);
