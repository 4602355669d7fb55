import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Sweep } from './sweep-runner.ts';
import { idempotencyKeys } from './tables.ts';

/** A finished request's answer is replayed for a day: long past any client's retries. */
export const idempotencyKeyDays = 1;

type KeyRow = { scope: string; ownerId: number; key: string };

/**
 * Forgets finished idempotency keys older than a day, and running ones a day old whose lease lapsed
 * (their owner died and no retry came to finish them: decision 083). A running key with a live lease
 * is still being worked on.
 */
export const expireIdempotencyKeys: Sweep<KeyRow> = {
  name: 'expire idempotency keys',
  claim: (tx, limit, now) =>
    tx
      .select({ scope: idempotencyKeys.scope, ownerId: idempotencyKeys.ownerId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        and(
          or(eq(idempotencyKeys.state, 'done'), lt(idempotencyKeys.leaseExpiresAt, now)),
          lt(
            idempotencyKeys.createdAt,
            sql`${now.toISOString()}::timestamptz - make_interval(days => ${idempotencyKeyDays})`,
          ),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true }),
  handle: async (tx, row) => {
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, row.scope),
          eq(idempotencyKeys.ownerId, row.ownerId),
          eq(idempotencyKeys.key, row.key),
        ),
      );
  },
};
