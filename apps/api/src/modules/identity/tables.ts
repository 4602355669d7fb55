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
    termsAcceptedAt: at('terms_accepted_at'),
    passwordChangedAt: at('password_changed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_mobile_idx').on(t.mobile),
    uniqueIndex('customers_introduce_code_idx').on(t.introduceCode),
  ],
);

/** A signed-in device: the SHA-256 of an opaque token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    // Revoking every session of a customer (password change, reset) reads the live ones.
    index('sessions_customer_live_idx')
      .on(t.customerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** One-time codes sent by SMS: hashed, short-lived, a few wrong tries each. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    /** +98 form. */
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('one_time_codes_mobile_idx').on(t.mobile, t.id)],
);
