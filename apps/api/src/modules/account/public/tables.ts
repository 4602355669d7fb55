import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../../identity/public/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A customer's delivery address (checkout-and-account.md §3 "Address"). Orders copy what they need,
 * so an address can be edited or deleted without changing an order placed with it.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The recipient. */
    name: text('name').notNull(),
    /** +98 form; shown 09… */
    mobile: text('mobile').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    /** The plaque (پلاک), as typed: «۱۲ فرعی» is a plaque too. */
    number: text('number').notNull(),
    unit: text('unit'),
    /** Ten digits, hyphen removed; optional. */
    postalCode: text('postal_code'),
    locality: text('locality'),
    district: text('district'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** The main address (the spec's type 1); one per customer. */
    isMain: boolean('is_main').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.id),
    uniqueIndex('addresses_one_main_idx')
      .on(t.customerId)
      .where(sql`${t.isMain}`),
  ],
);

/**
 * The wallet's ledger (decision 51): signed rials, credit positive, debit negative. The balance is the
 * sum; `customers.wallet_value` is kept equal to it by a trigger on insert (migration 0010), and no
 * code writes that column.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Why (walletReasons in account/public/wallet.ts): order, order-refund, shop, referral. */
    reason: text('reason').notNull(),
    /** The order spent from or refunded to, when there is one. */
    orderId: integer('order_id'),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_entries_customer_idx').on(t.customerId, t.id),
    check('wallet_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A company whose staff buy at its terms (checkout-and-account.md §1, "organisational selling"). */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** What a customer types on /profile/company; kept upper-case. */
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    /** After this the code links no one new (the spec's 404 "validity has expired"). */
    codeExpiresAt: at('code_expires_at'),
  },
  (t) => [uniqueIndex('companies_code_idx').on(t.code)],
);

/** A company's receiving centre: where its orders go, with its discount and shipping terms. */
export const companyCentres = pgTable(
  'company_centres',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    discountPercent: smallint('discount_percent').notNull().default(0),
    /** Null: the shipping method's price; 0: free; otherwise this many rials. */
    shippingCostValue: bigint('shipping_cost_value', { mode: 'number' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('company_centres_company_idx').on(t.companyId),
    check('company_centres_discount_check', sql`${t.discountPercent} between 0 and 100`),
    check(
      'company_centres_shipping_check',
      sql`${t.shippingCostValue} is null or ${t.shippingCostValue} >= 0`,
    ),
  ],
);

/** Which company a customer buys for (one at most), set with the company's code. */
export const customerCompanies = pgTable(
  'customer_companies',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    linkedAt: at('linked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId] })],
);
