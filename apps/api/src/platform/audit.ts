import { and, asc, eq } from 'drizzle-orm';
import type { Db, Transaction } from '../db/client.ts';
import { auditLog } from './tables.ts';

export type Actor = { type: 'customer' | 'staff'; id: number } | { type: 'system' };

export type AuditEntry = {
  actor: Actor;
  /** `subject.verb`: `order.cancel`, `product.inventory.set`. */
  action: string;
  subject: { type: string; id: string | number };
  /** What changed (before and after, a reason): never a secret, a token or a card number. */
  data?: Record<string, unknown>;
  requestId?: string | undefined;
};

/**
 * Records who did what, in the transaction of the change itself: the entry commits with the change
 * and rolls back with it, so the log never claims a change that did not happen, nor misses one.
 * It takes a Transaction, not the pool, so a caller cannot record outside its change by mistake.
 */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorType: entry.actor.type,
    actorId: entry.actor.type === 'system' ? null : entry.actor.id,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: String(entry.subject.id),
    data: entry.data ?? {},
    requestId: entry.requestId ?? null,
  });
}

/** A record's history, oldest first (the back office's "history" tab; tests). */
export function listAudit(db: Db, subject: { type: string; id: string | number }) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subject.type), eq(auditLog.subjectId, String(subject.id))))
    .orderBy(asc(auditLog.id));
}
