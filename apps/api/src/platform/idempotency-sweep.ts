import { and, eq, lt, sql } from 'drizzle-orm';
import type { Sweep } from './sweep-runner.ts';
import { idempotencyKeys } from './tables.ts';

/** A finished request's answer is replayed for a day: long past any client's retries. */
export const idempotencyKeyDays = 1;

type KeyRow = { scope: string; ownerId: number; key: string };

/** Forgets finished idempotency keys older than a day. Running ones are their module's to settle. */
export const expireIdempotencyKeys: Sweep<KeyRow> = {
  name: 'expire idempotency keys',
  claim: (tx, limit, now) =>
    tx
      .select({ scope: idempotencyKeys.scope, ownerId: idempotencyKeys.ownerId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.state, 'done'),
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
