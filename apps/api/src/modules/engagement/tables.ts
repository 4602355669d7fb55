import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { observeTypes, visitTypes } from '@shop/domain/engagement/constants';
import { customers } from '../identity/public/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A place in line: waiting → held (texted, put in the basket) → expired when the turn passes. */
export const observeStates = ['waiting', 'held', 'expired'] as const;
export type ObserveState = (typeof observeStates)[number];

/**
 * The waitlist (issue 21, decision 063): one row per customer and item while they wait or hold their
 * turn. A product or bundle may be deleted, so there is no foreign key to either. The line's order is
 * `id` (the order of joining).
 */
export const observes = pgTable(
  'observes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: observeTypes }).notNull(),
    itemId: integer('item_id').notNull(),
    state: text('state', { enum: observeStates }).notNull().default('waiting'),
    createdAt: at('created_at').notNull(),
    /** Texted and put in the basket at this time; the next in line waits until `held_until`. */
    heldAt: at('held_at'),
    heldUntil: at('held_until'),
  },
  (t) => [
    // One live place per customer and item: observing twice is the same place (ON CONFLICT DO NOTHING).
    uniqueIndex('observes_live_idx')
      .on(t.customerId, t.itemType, t.itemId)
      .where(sql`${t.state} in ('waiting', 'held')`),
    index('observes_line_idx')
      .on(t.itemType, t.itemId, t.id)
      .where(sql`${t.state} in ('waiting', 'held')`),
    check('observes_item_type_check', sql`${t.itemType} in ('product', 'bundle')`),
    check('observes_state_check', sql`${t.state} in ('waiting', 'held', 'expired')`),
  ],
);

/**
 * Texts to customers whose turn came, written in the sweep's transaction and sent by a job after the
 * commit (as order_notices): never sent for a turn that rolled back, tried again when the provider is down.
 */
export const waitlistNotices = pgTable(
  'waitlist_notices',
  {
    id: serial('id').primaryKey(),
    observeId: integer('observe_id')
      .notNull()
      .references(() => observes.id, { onDelete: 'cascade' }),
    /** 09… form, as the SMS port takes it. */
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    tokens: jsonb('tokens')
      .$type<{ token: string; token2?: string; token10?: string; token20?: string }>()
      .notNull(),
    createdAt: at('created_at').notNull(),
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    tries: smallint('tries').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('waitlist_notices_due_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Wholesale requests, kept for staff: the name and mobile are copied when asked, so staff read who
 * asked then even if the account changes later. One per customer and product.
 */
export const wholesaleRequests = pgTable(
  'wholesale_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** +98…, as the shop keeps every number. */
    mobile: text('mobile').notNull(),
    createdAt: at('created_at').notNull(),
    handledAt: at('handled_at'),
  },
  (t) => [
    uniqueIndex('wholesale_requests_customer_product_idx').on(t.customerId, t.productId),
    index('wholesale_requests_created_idx').on(t.createdAt),
  ],
);

/** Page views per record and Tehran day, written in batches by one upsert (decision 063). */
export const visitCounts = pgTable(
  'visit_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    recordType: text('record_type', { enum: visitTypes }).notNull(),
    recordId: integer('record_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.recordType, t.recordId] }),
    index('visit_counts_type_day_idx').on(t.recordType, t.day),
  ],
);
