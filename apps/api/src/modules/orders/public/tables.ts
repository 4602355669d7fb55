import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../../identity/public/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const rials = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Where the order goes, copied when it is placed: editing or deleting the address changes nothing. */
export type OrderDestination = {
  name: string;
  mobile: string;
  province: string;
  city: string;
  address: string;
  number: string;
  unit: string | null;
  postal_code: string | null;
  lat: number | null;
  lng: number | null;
};

/**
 * An order as placed (checkout-and-account.md §3 "Order / invoice detail"): its amounts from the
 * domain's payable rule, its destination, slot and method copied, its status moved only through the
 * domain's table. `id` and `tracking_code` are random (decision 51).
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey(),
    trackingCode: text('tracking_code').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** orderStatus in the domain: 10, 40, 50, 60, 70, 80. */
    status: smallint('status').notNull(),
    /** 10 unpaid, 20 paid (orders/status.ts). */
    paymentStatus: smallint('payment_status').notNull(),
    /** 1 personal, 2 company. */
    sellingType: smallint('selling_type').notNull(),
    addressId: integer('address_id'),
    companyId: integer('company_id'),
    centreId: integer('centre_id'),
    destination: jsonb('destination').$type<OrderDestination>().notNull(),
    slotId: integer('slot_id').notNull(),
    slotStartsAt: at('slot_starts_at').notNull(),
    slotEndsAt: at('slot_ends_at').notNull(),
    postingMethodId: integer('posting_method_id').notNull(),
    postingTitle: text('posting_title').notNull(),
    postingDescription: text('posting_description').notNull().default(''),
    paymentPort: smallint('payment_port').notNull(),
    /** 1 normal, 3 weekly, 4 monthly. */
    periodicType: smallint('periodic_type').notNull(),
    note: text('note'),
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    subtotal: rials('subtotal'),
    companyDiscount: rials('company_discount'),
    couponDiscount: rials('coupon_discount'),
    slotPrice: rials('slot_price'),
    shippingCost: rials('shipping_cost'),
    /** What the order costs: goods after discounts, slot and shipping. */
    total: rials('total'),
    walletSpent: rials('wallet_spent'),
    debtPaid: rials('debt_paid'),
    /** What the customer still pays: total − wallet + debt. */
    payable: rials('payable'),
    /** A bank-transfer order is held until a receipt is uploaded by this time. */
    freezeExpiresAt: at('freeze_expires_at'),
    /** An unpaid online order is cancelled after this (payments, issue 19). */
    expiresAt: at('expires_at'),
    /** A bank-transfer receipt the customer uploaded (private files' key, its type, when). */
    receiptKey: text('receipt_key'),
    receiptType: text('receipt_type'),
    receiptUploadedAt: at('receipt_uploaded_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_tracking_code_idx').on(t.trackingCode),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_slot_idx').on(t.slotId),
    // The expiry sweep's rows: few at any time.
    index('orders_expiring_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 10`),
    check('orders_status_check', sql`${t.status} in (10, 40, 50, 60, 70, 80)`),
    check('orders_amounts_check', sql`${t.payable} >= 0 and ${t.total} >= 0 and ${t.walletSpent} >= 0`),
  ],
);

/** A component of a bundle line, as sold: what its stock was taken from. */
export type SoldComponent = { product_id: number; count: number };

/** An order's line, priced as sold: later price changes do not touch it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1 product, 2 bundle. */
    itemType: smallint('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    image: text('image').notNull().default(''),
    count: integer('count').notNull(),
    /** The list price of one. */
    realPrice: rials('real_price'),
    /** What one cost (the discounted price when there was one). */
    unitPrice: rials('unit_price'),
    /** For a bundle line: the products (per bundle) whose stock was taken. */
    components: jsonb('components').$type<SoldComponent[]>().notNull().default([]),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_count_check', sql`${t.count} >= 1`),
  ],
);

/**
 * Text messages about orders, written in the transaction that changed the order (placed, paid,
 * cancelled, expired, a late payment refunded) and sent afterwards by a job: a message is never sent for
 * a change that rolled back, nor lost when the provider is down (it is tried again, up to five times).
 */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 09… form, as the SMS port takes it. */
    mobile: text('mobile').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    tokens: jsonb('tokens')
      .$type<{ token: string; token2?: string; token3?: string; token10?: string }>()
      .notNull(),
    createdAt: at('created_at').notNull(),
    /** A sender took it at this time; another may take it again if it is not sent 5 minutes later. */
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    tries: smallint('tries').notNull().default(0),
    lastError: text('last_error'),
    /** Never to be sent (decision 083): `superseded` by a newer notice of the order, `merged` into another
     *  text to the same number, or `suppressed` by a cap or the shop's SMS budget. */
    droppedAt: at('dropped_at'),
    dropReason: text('drop_reason'),
  },
  (t) => [
    index('order_notices_due_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
  ],
);
