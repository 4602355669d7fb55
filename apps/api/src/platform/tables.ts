import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Who did what to which record: staff edits, customers' money moves, the system's sweeps. Written by
 * `recordAudit` in the same transaction as the change, so an entry exists exactly when the change does.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorType: text('actor_type', { enum: ['customer', 'staff', 'system'] }).notNull(),
    /** The customer's or staff member's id; null for the system. */
    actorId: integer('actor_id'),
    /** What happened, `subject.verb` in English: `order.cancel`, `product.inventory.set`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** What changed (before/after values, a reason), never secrets. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** The request that made the change, to find its log lines. */
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id),
    index('audit_log_actor_idx').on(t.actorType, t.actorId, t.id),
    check('audit_log_actor_type_check', sql`${t.actorType} in ('customer', 'staff', 'system')`),
  ],
);

/**
 * One row per idempotency key a caller presented for a multi-step write (placing an order, paying):
 * a replay of the same request gets the stored answer instead of a second order or charge.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The operation, `module.operation`: `checkout.place-order`. */
    scope: text('scope').notNull(),
    /** Whose key it is (a customer or staff id): one caller's key never meets another's. */
    ownerId: integer('owner_id').notNull(),
    key: text('key').notNull(),
    /** A hash of what was asked: the same key with a different request is refused, not replayed. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    /** The answer the first request got, replayed to the others. */
    answer: jsonb('answer'),
    /**
     * While running: which process holds it (a random id per runner) and until when, renewed while it
     * works. A key whose lease lapsed belongs to a process that died: a retry takes it over (decision 083).
     */
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: at('lease_expires_at'),
    /** What a taker-over needs to finish: the local steps' result (committed with them) and the outside
     *  effects' outcomes so far, by name. */
    progress: jsonb('progress').$type<{ local: unknown; outcomes: Record<string, unknown> }>(),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.ownerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', sql`${t.state} in ('running', 'done')`),
  ],
);
