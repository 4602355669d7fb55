import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@shop/domain/errors';
import type { DatabaseHandle } from '../db/client.ts';
import { getTestApp } from '../test/app.ts';
import { listAudit, recordAudit } from './audit.ts';
import { createStepRunner, fingerprintOf, type IdempotencyKey, type StepPlan } from './step-runner.ts';

// The local step writes an audit entry for a fresh subject, so a test counts how often the local
// steps really ran by counting that subject's entries; the outside effects record their calls.

function setUp(database: DatabaseHandle) {
  const subject = { type: 'test-operation', id: randomUUID() };
  const calls: string[] = [];
  const logged: string[] = [];
  const run = createStepRunner({
    db: database.db,
    now: () => new Date(),
    log: (_error, message) => logged.push(message),
  });
  const plan = (
    options: { failAt?: string; undoFails?: string } = {},
  ): StepPlan<{ n: number }, { done: number }> => ({
    local: async (tx) => {
      await recordAudit(tx, { actor: { type: 'system' }, action: 'test.local', subject });
      return { n: 41 };
    },
    undoLocal: async (tx) => {
      await recordAudit(tx, { actor: { type: 'system' }, action: 'test.local-undone', subject });
    },
    effects: ['reserve-at-bank', 'send-sms', 'notify-warehouse'].map((name) => ({
      name,
      run: async (local) => {
        calls.push(`run ${name}`);
        if (options.failAt === name) throw new Error(`${name} failed`);
        return local.n + 1;
      },
      undo: async () => {
        calls.push(`undo ${name}`);
        if (options.undoFails === name) throw new Error(`undoing ${name} failed`);
      },
    })),
    answer: (local, outcomes) => ({ done: Number(outcomes['notify-warehouse']) + local.n }),
  });
  const key = (request: unknown = { basket: 1 }): IdempotencyKey => ({
    scope: 'test.operation',
    ownerId: randomInt(1, 2 ** 31 - 1),
    key: randomUUID(),
    request,
  });
  const actions = async () => (await listAudit(database.db, subject)).map((entry) => entry.action);
  return { run, plan, key, calls, logged, actions };
}

describe('the step runner', () => {
  it('runs the local steps, then the effects in order, and answers', async () => {
    const { database } = await getTestApp();
    const { run, plan, calls, actions } = setUp(database);
    expect(await run(null, plan())).toEqual({ done: 83 });
    expect(calls).toEqual(['run reserve-at-bank', 'run send-sms', 'run notify-warehouse']);
    expect(await actions()).toEqual(['test.local']);
  });

  it('replays a finished request from its key: same answer, nothing run again', async () => {
    const { database } = await getTestApp();
    const { run, plan, key, calls, actions } = setUp(database);
    const k = key();
    const first = await run(k, plan());
    // The same key and request, asked with the keys of the request in another order.
    const again = await run({ ...k, request: { basket: 1 } }, plan());
    expect(again).toEqual(first);
    expect(calls).toHaveLength(3);
    expect(await actions()).toEqual(['test.local']);
  });

  it('refuses the same key with a different request', async () => {
    const { database } = await getTestApp();
    const { run, plan, key, actions } = setUp(database);
    const k = key({ basket: 1 });
    await run(k, plan());
    await expect(run({ ...k, request: { basket: 2 } }, plan())).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await actions()).toEqual(['test.local']);
  });

  it("keeps one owner's key apart from another's", async () => {
    const { database } = await getTestApp();
    const { run, plan, key, actions } = setUp(database);
    const k = key();
    await run(k, plan());
    await run({ ...k, ownerId: k.ownerId === 1 ? 2 : k.ownerId - 1 }, plan());
    expect(await actions()).toEqual(['test.local', 'test.local']);
  });

  it('undoes the done effects in reverse and then the local steps when an effect fails', async () => {
    const { database } = await getTestApp();
    const { run, plan, key, calls, actions } = setUp(database);
    const k = key();
    await expect(run(k, plan({ failAt: 'notify-warehouse' }))).rejects.toThrow('notify-warehouse failed');
    expect(calls).toEqual([
      'run reserve-at-bank',
      'run send-sms',
      'run notify-warehouse',
      'undo send-sms',
      'undo reserve-at-bank',
    ]);
    expect(await actions()).toEqual(['test.local', 'test.local-undone']);
    // The key was released: the customer may try again with it.
    expect(await run(k, plan())).toEqual({ done: 83 });
  });

  it('goes on undoing when an undo fails, and logs it', async () => {
    const { database } = await getTestApp();
    const { run, plan, calls, logged, actions } = setUp(database);
    await expect(run(null, plan({ failAt: 'notify-warehouse', undoFails: 'send-sms' }))).rejects.toThrow();
    expect(calls.slice(-2)).toEqual(['undo send-sms', 'undo reserve-at-bank']);
    expect(logged).toEqual(['step runner: undoing send-sms failed']);
    expect(await actions()).toEqual(['test.local', 'test.local-undone']);
  });

  it('releases the key when a local rule refuses the request', async () => {
    const { database } = await getTestApp();
    const { run, plan, key, actions } = setUp(database);
    const k = key();
    const refused = { ...plan(), local: async () => Promise.reject(new DomainError('OUT_OF_STOCK')) };
    await expect(run(k, refused)).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await run(k, plan())).toEqual({ done: 83 });
    expect(await actions()).toEqual(['test.local']);
  });

  it('runs a request once when its replays race it', async () => {
    const { database } = await getTestApp();
    const { run, plan, key, calls, actions } = setUp(database);
    const k = key();
    const slow = plan();
    const settled = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        run(k, {
          ...slow,
          local: async (tx) => {
            const local = await slow.local(tx);
            await new Promise((r) => setTimeout(r, 20));
            return local;
          },
        }),
      ),
    );
    const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const refusals = settled.flatMap((s) =>
      s.status === 'rejected' ? [(s.reason as DomainError).code] : [],
    );
    expect(answers.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.done === 83)).toBe(true);
    expect(refusals.every((code) => code === 'REQUEST_IN_PROGRESS')).toBe(true);
    expect(await actions()).toEqual(['test.local']);
    expect(calls.filter((call) => call === 'run reserve-at-bank')).toHaveLength(1);
  });
});

describe('a running key whose owner died (decision 083)', () => {
  // The first runner's second effect never returns: its process is as good as dead once the test
  // looks through a runner whose clock is past the first one's lease (the first one's heartbeat runs
  // on the real clock, which a minute later cannot have renewed it that far).
  function stalledAt(name: string, calls: string[], plan: StepPlan<{ n: number }, { done: number }>) {
    return {
      ...plan,
      effects: plan.effects!.map((effect) =>
        effect.name === name
          ? {
              ...effect,
              run: () => {
                calls.push(`run ${name} (stalls)`);
                return new Promise<never>(() => {});
              },
            }
          : effect,
      ),
    };
  }

  it('is refused while its lease runs, then taken over: the effects left run once, the local steps never again', async () => {
    const { database } = await getTestApp();
    const { run, plan, key, calls, actions } = setUp(database);
    const k = key();
    void run(k, stalledAt('send-sms', calls, plan()));
    await expect.poll(() => calls).toContain('run send-sms (stalls)');
    // Within the lease: the same key is still someone's.
    await expect(run(k, plan())).rejects.toMatchObject({ code: 'REQUEST_IN_PROGRESS' });

    const later = (ms: number) =>
      createStepRunner({ db: database.db, now: () => new Date(Date.now() + ms), log: () => {} });
    const answer = await later(60_000)(k, plan());
    expect(answer).toEqual({ done: 83 });
    // The bank was asked by the first process (its outcome recorded): only the rest ran again.
    expect(calls).toEqual([
      'run reserve-at-bank',
      'run send-sms (stalls)',
      'run send-sms',
      'run notify-warehouse',
    ]);
    expect(await actions()).toEqual(['test.local']);
    // Finished: a later retry replays the answer.
    expect(await later(120_000)(k, plan())).toEqual({ done: 83 });
    expect(calls).toHaveLength(4);
  });

  it('is taken over by one of two retries racing for it', async () => {
    const { database } = await getTestApp();
    const { plan, key, calls, actions } = setUp(database);
    const first = createStepRunner({ db: database.db, now: () => new Date(), log: () => {} });
    const k = key();
    void first(k, stalledAt('reserve-at-bank', calls, plan()));
    await expect.poll(() => calls).toContain('run reserve-at-bank (stalls)');
    const later = () =>
      createStepRunner({ db: database.db, now: () => new Date(Date.now() + 60_000), log: () => {} });
    const settled = await Promise.allSettled([later()(k, plan()), later()(k, plan())]);
    // One takes it over; the other finds it running, or (on a slow machine) arrives after it finished
    // and replays its answer. Never both running it: the bank is asked once.
    const answers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(answers.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    for (const s of settled) {
      if (s.status === 'rejected') expect(s.reason).toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
    }
    expect(calls.filter((call) => call === 'run reserve-at-bank')).toHaveLength(1);
    expect(await actions()).toEqual(['test.local']);
  });
});

describe('fingerprintOf', () => {
  it.each([
    [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: 1 }, { a: '1' }, false],
    [[1, 2], [2, 1], false],
    [{ a: { c: 1, d: 2 } }, { a: { d: 2, c: 1 } }, true],
  ])('%j and %j print alike: %s', (a, b, same) => {
    expect(fingerprintOf(a) === fingerprintOf(b)).toBe(same);
  });
});
