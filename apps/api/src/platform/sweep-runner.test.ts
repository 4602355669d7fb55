import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { getTestApp } from '../test/app.ts';
import { expireIdempotencyKeys } from './idempotency-sweep.ts';
import { runSweep, scheduleSweeps, type Sweep } from './sweep-runner.ts';
import { idempotencyKeys } from './tables.ts';

// Jobs in a table of the test's own: each test makes a batch of rows, some due, and sweeps them.

type Job = { id: number };

beforeAll(async () => {
  const { database } = await getTestApp();
  await database.db.execute(sql`
    create table if not exists sweep_test_jobs (
      id serial primary key, batch text not null, due boolean not null, handled_by text)`);
});

async function makeJobs(due: number, notDue = 0): Promise<string> {
  const { database } = await getTestApp();
  const batch = randomUUID();
  const rows = [...Array(due).fill(true), ...Array(notDue).fill(false)];
  for (const isDue of rows) {
    await database.db.execute(sql`insert into sweep_test_jobs (batch, due) values (${batch}, ${isDue})`);
  }
  return batch;
}

function jobSweep(
  batch: string,
  name: string,
  handled: number[],
  options: { batchSize?: number; pause?: boolean; failOn?: number } = {},
): Sweep<Job> {
  return {
    name,
    batchSize: options.batchSize ?? 5,
    claim: (tx, limit) =>
      rawRows<Job>(
        tx,
        sql`
          select id from sweep_test_jobs
          where batch = ${batch} and due and handled_by is null
          order by id limit ${limit} for update skip locked`,
      ),
    handle: async (tx: Transaction, job) => {
      if (options.pause) await tx.execute(sql`select pg_sleep(0.002)`);
      if (job.id === options.failOn) throw new Error('this job cannot be handled');
      await tx.execute(
        sql`update sweep_test_jobs set handled_by = ${name}, due = false where id = ${job.id}`,
      );
      handled.push(job.id);
    },
  };
}

async function handledBy(batch: string) {
  const { database } = await getTestApp();
  return rawRows<{ handled_by: string | null; due: boolean }>(
    database.db,
    sql`select handled_by, due from sweep_test_jobs where batch = ${batch} order by id`,
  );
}

describe('the sweep runner', () => {
  it('handles every due row, batch after batch, and leaves the rest', async () => {
    const { database } = await getTestApp();
    const batch = await makeJobs(12, 3);
    const handled: number[] = [];
    expect(
      await runSweep(database.db, jobSweep(batch, 'a', handled, { batchSize: 5 }), () => new Date()),
    ).toBe(12);
    const rows = await handledBy(batch);
    expect(rows.filter((row) => row.handled_by === 'a')).toHaveLength(12);
    expect(rows.filter((row) => row.handled_by === null)).toHaveLength(3);
  });

  it('lets sweepers run together without handling a row twice', async () => {
    const { database } = await getTestApp();
    const batch = await makeJobs(40);
    const byA: number[] = [];
    const byB: number[] = [];
    const counts = await Promise.all([
      runSweep(database.db, jobSweep(batch, 'a', byA, { batchSize: 4, pause: true }), () => new Date()),
      runSweep(database.db, jobSweep(batch, 'b', byB, { batchSize: 4, pause: true }), () => new Date()),
    ]);
    expect(counts[0] + counts[1]).toBe(40);
    expect(new Set([...byA, ...byB]).size).toBe(40);
    expect(byA.filter((id) => byB.includes(id))).toEqual([]);
    // PostgreSQL's pool runs both at once: SKIP LOCKED shares the rows out. PGlite runs one
    // transaction at a time, so one sweeper may take them all.
    if (database.engine === 'postgres') expect(Math.min(byA.length, byB.length)).toBeGreaterThan(0);
  });

  it('rolls a failing batch back: its rows stay due for the next pass', async () => {
    const { database } = await getTestApp();
    const batch = await makeJobs(6);
    const [, , third] = await rawRows<Job>(
      database.db,
      sql`select id from sweep_test_jobs where batch = ${batch} order by id`,
    );
    const handled: number[] = [];
    await expect(
      runSweep(
        database.db,
        jobSweep(batch, 'a', handled, { batchSize: 3, failOn: third?.id ?? 0 }),
        () => new Date(),
      ),
    ).rejects.toThrow('this job cannot be handled');
    expect((await handledBy(batch)).every((row) => row.handled_by === null && row.due)).toBe(true);
  });

  it('sweeps on a timer, one pass at a time, logs a failing sweep and goes on', async () => {
    const { database } = await getTestApp();
    const batch = await makeJobs(3);
    const handled: number[] = [];
    const logged: string[] = [];
    const failing: Sweep<Job> = {
      name: 'broken',
      claim: () => Promise.reject(new Error('broken')),
      handle: async () => {},
    };
    const schedule = scheduleSweeps({
      db: database.db,
      sweeps: [failing, jobSweep(batch, 'timer', handled)],
      everyMs: 10,
      now: () => new Date(),
      log: (_error, message) => logged.push(message),
    });
    await expect.poll(() => handled.length, { timeout: 5000 }).toBe(3);
    await schedule.stop();
    expect(logged[0]).toBe('sweep broken failed');
    expect((await handledBy(batch)).every((row) => row.handled_by === 'timer')).toBe(true);
  });
});

describe('expiring idempotency keys', () => {
  it('forgets finished keys older than a day, and keeps new and running ones', async () => {
    const { database } = await getTestApp();
    const ownerId = randomInt(1, 2 ** 31 - 1);
    const now = new Date('2026-11-25T12:00:00Z');
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    const key = (name: string, state: 'running' | 'done', createdAt: Date) => ({
      scope: 'test.expiry',
      ownerId,
      key: name,
      fingerprint: 'f',
      state,
      createdAt,
    });
    await database.db
      .insert(idempotencyKeys)
      .values([
        key('old-done', 'done', twoDaysAgo),
        key('new-done', 'done', now),
        key('old-running', 'running', twoDaysAgo),
      ]);
    await runSweep(database.db, expireIdempotencyKeys, () => now);
    const left = await database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, 'test.expiry'), eq(idempotencyKeys.ownerId, ownerId)));
    expect(left.map((row) => row.key).sort()).toEqual(['new-done', 'old-running']);
  });
});
