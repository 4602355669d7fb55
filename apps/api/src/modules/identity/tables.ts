import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './public/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// Identity's own tables: other modules reach customers only (public/tables.ts).

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
