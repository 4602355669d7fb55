import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './public/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A customer's note on an order (checkout-and-account.md §2 "Order note modal"): plain text, kept as written. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    context: text('context').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId)],
);

/** A delivered order's rating by its customer, 1 to 5, with a note; one per order, changed in place. */
export const orderRates = pgTable(
  'order_rates',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rates: smallint('rates').notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('order_rates_rates_check', sql`${t.rates} between 1 and 5`)],
);
