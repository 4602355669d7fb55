import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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

/**
 * The one way to make a write of several steps (placing an order, paying, cancelling): local steps
 * in one transaction, then outside effects in order, each undone if a later one fails, then the
 * local steps undone too. With an idempotency key, the key is claimed in the local transaction: a
 * replay of a finished request gets its stored answer and changes nothing; one still running is
 * refused (REQUEST_IN_PROGRESS); the same key with a different request is refused
 * (IDEMPOTENCY_KEY_REUSED). A failed operation (a local rule refused it, or an effect failed and was
 * undone) releases its key, so the customer can try again with it.
 *
 * A process that dies between the local commit and the end leaves the key `running`: the request is
 * refused rather than done twice, and the module that owns the operation reconciles it (a payment
 * is verified with the bank by its own sweep) — never a blind retry.
 */
export function createStepRunner(deps: {
  db: Database;
  now: () => Date;
  log: (error: unknown, message: string) => void;
}): StepRunner {
  return async (idempotency, plan) => {
    const fingerprint = idempotency ? fingerprintOf(idempotency.request) : '';
    const started = await deps.db.transaction(async (tx) => {
      if (idempotency) {
        const replay = await claimKey(tx, idempotency, fingerprint, deps.now());
        if (replay) return replay;
      }
      return { local: await plan.local(tx) };
    });
    if ('replayed' in started) return started.replayed as never;

    const { local } = started;
    const done: OutsideEffect<typeof local>[] = [];
    const outcomes: Record<string, unknown> = {};
    try {
      for (const effect of plan.effects ?? []) {
        outcomes[effect.name] = await effect.run(local);
        done.push(effect);
      }
    } catch (error) {
      for (const effect of done.reverse()) {
        await effect.undo?.(local).catch((undoError: unknown) => {
          deps.log(undoError, `step runner: undoing ${effect.name} failed`);
        });
      }
      await deps.db.transaction(async (tx) => {
        await plan.undoLocal?.(tx, local);
        if (idempotency) await tx.delete(idempotencyKeys).where(keyIs(idempotency));
      });
      throw error;
    }

    const answer = plan.answer(local, outcomes);
    if (idempotency) {
      await deps.db
        .update(idempotencyKeys)
        .set({ state: 'done', answer: answer ?? null, finishedAt: deps.now() })
        .where(keyIs(idempotency));
    }
    return answer;
  };
}

const keyIs = (k: IdempotencyKey) =>
  and(
    eq(idempotencyKeys.scope, k.scope),
    eq(idempotencyKeys.ownerId, k.ownerId),
    eq(idempotencyKeys.key, k.key),
  );

/**
 * Claims the key inside the operation's transaction, or returns the stored answer to replay. On
 * PostgreSQL a concurrent request with the same key waits at the insert until the first one's local
 * transaction ends: then it finds the key running (refused), or free again (the first failed).
 */
async function claimKey(
  tx: Transaction,
  k: IdempotencyKey,
  fingerprint: string,
  now: Date,
): Promise<{ replayed: unknown } | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: k.scope, ownerId: k.ownerId, key: k.key, fingerprint, state: 'running', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [held] = await tx.select().from(idempotencyKeys).where(keyIs(k));
  if (held && held.fingerprint !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  if (!held || held.state === 'running') throw new DomainError('REQUEST_IN_PROGRESS');
  return { replayed: held.answer };
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
