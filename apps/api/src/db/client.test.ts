import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { rawRows } from './raw-rows.ts';
import { testDatabaseUrl } from '../test/database-url.ts';

// The pool of a PostgreSQL server: what happens to its idle connections. PGlite has no pool.
const url = testDatabaseUrl();

async function backendPid(database: DatabaseHandle): Promise<number> {
  const [row] = await rawRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
  return Number(row?.pid);
}

describe.skipIf(!url)("the database pool's idle connections", () => {
  let database: DatabaseHandle;
  const broken: Error[] = [];
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: url,
      dataDir: null,
      poolSize: 1,
      onIdleConnectionError: (error) => broken.push(error),
    });
  });
  afterAll(() => database.close());

  it('are reported and replaced when PostgreSQL ends one, and the process goes on', async () => {
    const pid = await backendPid(database);
    // Another client ends the pool's idle connection, as a restart or a proxy would.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => broken.length, { timeout: 5_000 }).toBe(1);
    expect(await backendPid(database)).not.toBe(pid);
  });

  it('are kept through a lull of more than ten seconds, with the plans PostgreSQL made on them', async () => {
    const pid = await backendPid(database);
    // node-postgres's default closes a connection idle for 10 s; ours keeps it a minute.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    expect(await backendPid(database)).toBe(pid);
  }, 20_000);
});
