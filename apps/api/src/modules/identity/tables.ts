import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

// Staff (issue 47, decision 093): apart from customers, with their own sessions. Roles are sets of
// `resource:action` permissions; the built-in ones are written from domain `builtInRoles` at start.

/** A role: a name and its permissions. Built-in rows are named by their key (`owner`) and fixed. */
export const staffRoles = pgTable('staff_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  builtIn: boolean('built_in').notNull().default(false),
  permissions: text('permissions').array().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A member of staff: signs in with mobile, password (argon2id) and a one-time code. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    /** +98 form. */
    mobile: text('mobile').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('staff_members_role_idx').on(t.roleId)],
);

/** A staff session: the token's SHA-256; ends when idle too long, at `expires_at`, or when revoked. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** The absolute end (12 hours after sign-in); the idle end is `last_seen_at` + 30 minutes. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash),
    index('staff_sessions_member_live_idx')
      .on(t.memberId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
