import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lt, type SQL } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import type { Database, Transaction } from '../db/client.ts';
import { idempotencyKeys } from './tables.ts';

/**
 * A caller's idempotency key for one operation. `request` is what was asked (the body, the order's
 * id…): a second request with the same key must ask the same thing, or it is refused.
 */
export type IdempotencyKey = { scope: string; ownerId: number; key: string; request: unknown };

/** A step outside the database (the bank, an SMS, a file store), with the step that takes it back. */
export type OutsideEffect<Local> = {
  name: string;
  /** Runs after the local steps committed, never inside a transaction; its result reaches `answer`. */
  run: (local: Local) => Promise<unknown>;
  /** Takes it back when a later effect fails (refund, cancel). Best effort: a failure is logged. */
  undo?: (local: Local) => Promise<void>;
};

export type StepPlan<Local, Answer> = {
  /** Every database write of the operation, in one transaction (stock, slot, coupon, the order). */
  local: (tx: Transaction) => Promise<Local>;
  /** Puts the local writes back, in a transaction of its own, when an outside effect fails. */
  undoLocal?: (tx: Transaction, local: Local) => Promise<void>;
  /** In order, after the local steps committed. */
  effects?: readonly OutsideEffect<Local>[];
  /** What the caller gets, from the local result and each effect's result by name. Stored as JSON
   *  with the key, so a replay answers the same. */
  answer: (local: Local, outcomes: Readonly<Record<string, unknown>>) => Answer;
};

export type StepRunner = <Local, Answer>(
  idempotency: IdempotencyKey | null,
  plan: StepPlan<Local, Answer>,
) => Promise<Answer>;

/** How long a running key's lease lasts; its owner renews it every third of that while it works. */
export const defaultLeaseMs = 30_000;

type Progress = { local: unknown; outcomes: Record<string, unknown> };

/**
 * The one way to make a write of several steps (placing an order, paying, cancelling): local steps
 * in one transaction, then outside effects in order, each undone if a later one fails, then the
 * local steps undone too. With an idempotency key, the key is claimed in the local transaction: a
 * replay of a finished request gets its stored answer and changes nothing; one still running is
 * refused (REQUEST_IN_PROGRESS); the same key with a different request is refused
 * (IDEMPOTENCY_KEY_REUSED). A failed operation (a local rule refused it, or an effect failed and was
 * undone) releases its key, so the customer can try again with it.
 *
 * A running key is leased to the process that runs it (decision 083): the local result is committed
 * with the key, each effect's outcome is recorded as it is reached, and the lease is renewed while the
 * effects run. A process that dies (`kill -9`, a crash) stops renewing it: once the lease lapses, a
 * retry with the same key takes the key over in one conditional update and runs the effects that have
 * no recorded outcome from the recorded local result, then answers as the first request would have.
 * So with a key, the local result and the effects' outcomes must be plain JSON, and an effect may run
 * twice when its process died inside it (the gateway asked, the process gone before it was recorded).
 */
export function createStepRunner(deps: {
  db: Database;
  now: () => Date;
  log: (error: unknown, message: string) => void;
  /** The lease of a running key (tests shorten it); 30 s by default. */
  leaseMs?: number;
}): StepRunner {
  const leaseMs = deps.leaseMs ?? defaultLeaseMs;
  // One lease owner per runner (per process): what a heartbeat or a finish checks it still holds.
  const owner = randomUUID();
  const leaseUntil = () => new Date(deps.now().getTime() + leaseMs);

  return async (idempotency, plan) => {
    const fingerprint = idempotency ? fingerprintOf(idempotency.request) : '';
    const started = await deps.db.transaction(async (tx) => {
      if (idempotency) {
        const held = await claimKey(tx, idempotency, fingerprint, deps.now(), { owner, until: leaseUntil() });
        if (held) return held;
      }
      const local = await plan.local(tx);
      if (idempotency) {
        const progress: Progress = { local, outcomes: {} };
        await tx.update(idempotencyKeys).set({ progress }).where(keyIs(idempotency));
      }
      return { local, outcomes: {} as Record<string, unknown> };
    });
    if ('replayed' in started) return started.replayed as never;

    const { local } = started as { local: Parameters<typeof plan.answer>[0] };
    const outcomes: Record<string, unknown> = { ...started.outcomes };
    const mine = idempotency ? and(keyIs(idempotency), eq(idempotencyKeys.leaseOwner, owner)) : undefined;
    // The heartbeat: a slow gateway must not let another process take the key over mid-request.
    const heartbeat = mine
      ? setInterval(() => {
          deps.db
            .update(idempotencyKeys)
            .set({ leaseExpiresAt: leaseUntil() })
            .where(mine)
            .catch((error: unknown) => deps.log(error, 'step runner: renewing a lease failed'));
        }, leaseMs / 3)
      : null;
    heartbeat?.unref();
    const done: OutsideEffect<typeof local>[] = [];
    try {
      try {
        for (const effect of plan.effects ?? []) {
          // Reached by a process before this one (which died after recording it): not run again.
          if (Object.hasOwn(outcomes, effect.name)) {
            done.push(effect);
            continue;
          }
          outcomes[effect.name] = (await effect.run(local)) ?? null;
          done.push(effect);
          if (mine) {
            const progress: Progress = { local, outcomes };
            await deps.db.update(idempotencyKeys).set({ progress }).where(mine);
          }
        }
      } catch (error) {
        // A process that lost its lease (it stalled past it and another took the key over) leaves
        // everything to the new owner: undoing here would take back what that one is finishing.
        if (mine && !(await stillHolds(deps.db, mine))) throw error;
        for (const effect of done.reverse()) {
          await effect.undo?.(local).catch((undoError: unknown) => {
            deps.log(undoError, `step runner: undoing ${effect.name} failed`);
          });
        }
        await deps.db.transaction(async (tx) => {
          await plan.undoLocal?.(tx, local);
          if (mine) await tx.delete(idempotencyKeys).where(mine);
        });
        throw error;
      }

      const answer = plan.answer(local, outcomes);
      if (mine) {
        await deps.db
          .update(idempotencyKeys)
          .set({ state: 'done', answer: answer ?? null, finishedAt: deps.now(), leaseExpiresAt: null })
          .where(mine);
      }
      return answer;
    } finally {
      if (heartbeat) clearInterval(heartbeat);
    }
  };
}

async function stillHolds(db: Database, mine: SQL | undefined): Promise<boolean> {
  const [row] = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(mine);
  return row !== undefined;
}

const keyIs = (k: IdempotencyKey) =>
  and(
    eq(idempotencyKeys.scope, k.scope),
    eq(idempotencyKeys.ownerId, k.ownerId),
    eq(idempotencyKeys.key, k.key),
  );

type Held = { replayed: unknown } | { local: unknown; outcomes: Record<string, unknown> };

/**
 * Claims the key inside the operation's transaction, or returns the stored answer to replay, or the
 * recorded progress of a request whose owner died (its lease lapsed) to finish. On PostgreSQL a
 * concurrent request with the same key waits at the insert until the first one's local transaction
 * ends: then it finds the key running (refused), or free again (the first failed). Two retries of a
 * lapsed key race in one conditional update: one takes it over, the other is told it is in progress.
 */
async function claimKey(
  tx: Transaction,
  k: IdempotencyKey,
  fingerprint: string,
  now: Date,
  lease: { owner: string; until: Date },
): Promise<Held | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      scope: k.scope,
      ownerId: k.ownerId,
      key: k.key,
      fingerprint,
      state: 'running',
      createdAt: now,
      leaseOwner: lease.owner,
      leaseExpiresAt: lease.until,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [held] = await tx.select().from(idempotencyKeys).where(keyIs(k));
  if (held && held.fingerprint !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  if (!held) throw new DomainError('REQUEST_IN_PROGRESS');
  if (held.state === 'done') return { replayed: held.answer };
  // Running: taken over only when its lease lapsed and its progress was recorded (a key written
  // before leases existed has neither, and stays refused as it always was).
  const [taken] = await tx
    .update(idempotencyKeys)
    .set({ leaseOwner: lease.owner, leaseExpiresAt: lease.until })
    .where(
      and(
        keyIs(k),
        eq(idempotencyKeys.state, 'running'),
        lt(idempotencyKeys.leaseExpiresAt, now),
        isNotNull(idempotencyKeys.progress),
      ),
    )
    .returning({ progress: idempotencyKeys.progress });
  if (!taken?.progress) throw new DomainError('REQUEST_IN_PROGRESS');
  return { local: taken.progress.local, outcomes: { ...taken.progress.outcomes } };
}

/** SHA-256 of the request as canonical JSON (keys sorted), so key order never changes the print. */
export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
