import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { registerStatus } from '@shop/domain/identity/constants';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A customer of the shop, known by a mobile number (storefront.md §3; checkout-and-account.md). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** +98 form (domain `toStoredMobile`); shown as 09… */
    mobile: text('mobile').notNull(),
    /** argon2id; null until the customer chooses a password (sign-in by code until then). */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    nationalNo: text('national_no'),
    /** 1 unspecified, 2 male, 3 female. */
    gender: smallint('gender').notNull().default(1),
    /** 1 has an address, 3 incomplete, 4 signup completed (domain `registerStatus`). */
    registerStatus: smallint('register_status').notNull().default(registerStatus.incomplete),
    /** The back office confirms some accounts (companies); 3 means not confirmed. */
    confirmStatus: smallint('confirm_status').notNull().default(1),
    /** Rials; may be negative when the customer owes the shop. */
    walletValue: bigint('wallet_value', { mode: 'number' }).notNull().default(0),
    /** The short code a customer gives friends. */
    introduceCode: text('introduce_code').notNull(),
    /**
     * Whose introduce code brought this customer (decision 057): set once, when the sign-in that
     * creates the account carries a code of another customer; never for an existing customer.
     */
    referredBy: integer('referred_by').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    termsAcceptedAt: at('terms_accepted_at'),
    passwordChangedAt: at('password_changed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_mobile_idx').on(t.mobile),
    uniqueIndex('customers_introduce_code_idx').on(t.introduceCode),
    // The referral sweep's rows (customers referred, a few), and a referrer's friends.
    index('customers_referred_by_idx')
      .on(t.referredBy)
      .where(sql`${t.referredBy} is not null`),
  ],
);
