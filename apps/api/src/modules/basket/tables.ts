import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../identity/public/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A signed-in customer's basket, one row per line (storefront.md §3 "Basket item"). The item is a
 * product (item_type 1) or a bundle (2), so there is no foreign key to either: a line whose item was
 * deleted is reported as no longer sold. Guests keep their basket in the browser.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    /** Increases with every new line: the line's priority (the order lines were added in). */
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    itemType: smallint('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    count: integer('count').notNull(),
    /**
     * The unit price (rials) the customer last saw: when the line was written, or when cart/list last
     * reported a change. A different price now is reported once as ITEM_PRICE_CHANGED.
     */
    priceAtAdd: bigint('price_at_add', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One line per item and customer: the target of the writes' ON CONFLICT, and every read's index.
    uniqueIndex('cart_items_line_idx').on(t.customerId, t.itemType, t.itemId),
    check('cart_items_count_check', sql`${t.count} >= 1`),
    check('cart_items_item_type_check', sql`${t.itemType} in (1, 2)`),
    check('cart_items_price_check', sql`${t.priceAtAdd} >= 0`),
  ],
);
