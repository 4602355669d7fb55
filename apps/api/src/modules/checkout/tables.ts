import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { companyCentres } from '../account/public/tables.ts';
import { customers } from '../identity/public/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A shipping method (checkout-and-account.md §3 "Posting method"). */
export const postingMethods = pgTable('posting_methods', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  logo: text('logo').notNull().default(''),
  active: boolean('active').notNull().default(true),
  /** Rials. */
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  /** Companies whose orders ship free by this method. */
  freeForCompanies: integer('free_for_companies').array().notNull().default([]),
  position: smallint('position').notNull().default(0),
});

/**
 * A way to pay (the spec's payment ports): 6 online, 5 invoice later, 3 bank transfer. `audience`
 * 'all' is offered to everyone; 'listed' only to the customers in payment_port_customers.
 */
export const paymentPorts = pgTable(
  'payment_ports',
  {
    id: smallint('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    audience: text('audience').notNull().default('all'),
    position: smallint('position').notNull().default(0),
  },
  (t) => [check('payment_ports_audience_check', sql`${t.audience} in ('all', 'listed')`)],
);

export const paymentPortCustomers = pgTable(
  'payment_port_customers',
  {
    portId: smallint('port_id')
      .notNull()
      .references(() => paymentPorts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.portId, t.customerId] })],
);

/**
 * The weekly template of delivery slots (decision 48): home delivery when `centre_id` is null, a
 * company centre's own windows otherwise.
 */
export const slotTemplates = pgTable(
  'slot_templates',
  {
    id: serial('id').primaryKey(),
    centreId: integer('centre_id').references(() => companyCentres.id, { onDelete: 'cascade' }),
    /** 0 Saturday … 6 Friday. */
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    capacity: integer('capacity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('slot_templates_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'slot_templates_hours_check',
      sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
    check('slot_templates_capacity_check', sql`${t.capacity} >= 0`),
  ],
);

/**
 * A slot of one day, planned from the template when the checkout first shows that day: its own
 * capacity and price from then on, and `taken` counted by a conditional update in the order's
 * transaction (never above capacity).
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => slotTemplates.id, { onDelete: 'cascade' }),
    centreId: integer('centre_id'),
    /** Tehran's calendar date. */
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('delivery_slots_template_day_idx').on(t.templateId, t.day),
    index('delivery_slots_starts_idx').on(t.startsAt),
    check('delivery_slots_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/** A discount code (checkout-and-account.md §3 "Discount code"; decision 50). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Kept upper-case; customers type it in any case. */
    code: text('code').notNull(),
    /** 1 percent, 2 rials off. */
    type: smallint('type').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** The smallest goods total (rials) it applies to. */
    flooring: bigint('flooring', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(true),
    expiresAt: at('expires_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    /** A personal code (a referral reward): only this customer may use it. */
    ownerId: integer('owner_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** Uses by orders not cancelled; taken with a conditional update below usage_limit. */
    used: integer('used').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    // A customer's own codes, newest first (GET coupons).
    index('coupons_owner_idx')
      .on(t.ownerId, t.createdAt)
      .where(sql`${t.ownerId} is not null`),
    check('coupons_type_check', sql`${t.type} in (1, 2)`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.type} = 2 or ${t.value} <= 100)`),
    check(
      'coupons_used_check',
      sql`${t.used} >= 0 and (${t.usageLimit} is null or ${t.used} <= ${t.usageLimit})`,
    ),
  ],
);

/** One order's use of a code; released (the use given back) when the order is cancelled. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    releasedAt: at('released_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupon_uses_customer_idx').on(t.couponId, t.customerId),
    uniqueIndex('coupon_uses_order_idx').on(t.orderId),
  ],
);

/**
 * The referral promise kept (decision 057): one row per code given for a friend. `friend`: the new
 * customer's welcome code (held by the friend); `referrer`: the introducer's code, earned when the
 * friend's first order was paid (`order_id`). At most one of each kind per friend, ever: the unique
 * index is what makes the sweep, the pages and the payment racing each other give it once.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    friendId: integer('friend_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Who holds the code: the friend, or the friend's introducer. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** The friend's order whose payment earned a referrer's code. */
    orderId: integer('order_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('referral_rewards_kind_friend_idx').on(t.kind, t.friendId),
    index('referral_rewards_customer_idx').on(t.customerId, t.kind, t.createdAt),
    check('referral_rewards_kind_check', sql`${t.kind} in ('friend', 'referrer')`),
  ],
);

/** One line of a periodic plan: what each round orders, priced afresh at every round. */
export type PlanLine = { type: 1 | 2; id: number; count: number };

/**
 * A periodic (weekly or monthly) order's plan (decision 055), written when the first order is placed:
 * where each round goes, how it ships and is paid, the delivery window it asks for, its lines, and the
 * next round's delivery day. Its reminder and its order are the sweeps' (`periodic-orders.ts`); the
 * customer skips, changes or stops it.
 */
export const periodicPlans = pgTable(
  'periodic_plans',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 3 weekly, 4 monthly. */
    periodicType: smallint('periodic_type').notNull(),
    /** 'active', or 'stopped' (by the customer, or when its first order was cancelled). */
    state: text('state').notNull().default('active'),
    /** The order it began with, and its latest (which the texts name). */
    firstOrderId: integer('first_order_id').notNull(),
    lastOrderId: integer('last_order_id').notNull(),
    /** One of the customer's addresses, or a centre of the customer's company. */
    addressId: integer('address_id'),
    centreId: integer('centre_id'),
    postingMethodId: integer('posting_method_id').notNull(),
    paymentPort: smallint('payment_port').notNull(),
    useWallet: boolean('use_wallet').notNull().default(false),
    note: text('note'),
    /** The delivery window asked for, in minutes after Tehran's midnight. */
    windowStartMinute: smallint('window_start_minute').notNull(),
    windowEndMinute: smallint('window_end_minute').notNull(),
    lines: jsonb('lines').$type<PlanLine[]>().notNull(),
    /** The next round's delivery day (Tehran). */
    nextDay: date('next_day', { mode: 'string' }).notNull(),
    /** The round whose reminder was sent (a round is reminded once). */
    remindedDay: date('reminded_day', { mode: 'string' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('periodic_plans_customer_idx').on(t.customerId),
    // The sweeps' rows: running plans by their next day.
    index('periodic_plans_due_idx')
      .on(t.nextDay)
      .where(sql`${t.state} = 'active'`),
    uniqueIndex('periodic_plans_first_order_idx').on(t.firstOrderId),
    check('periodic_plans_type_check', sql`${t.periodicType} in (3, 4)`),
    check('periodic_plans_state_check', sql`${t.state} in ('active', 'stopped')`),
    check('periodic_plans_place_check', sql`(${t.addressId} is null) <> (${t.centreId} is null)`),
  ],
);
