import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDirectory } from './directory-lock.ts';
import { pgliteTurns } from './pglite-turns.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What query functions take first: the database, or a transaction of it. */
export type Db = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several replicas at once. */
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

/**
 * PGlite (PostgreSQL in WASM) when no DATABASE_URL is given, so `npm start` needs no server;
 * node-postgres with a pool otherwise. `dataDir: null` keeps PGlite in memory (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  poolSize?: number;
  /** Told when an idle pooled connection breaks (PostgreSQL restarted, a proxy cut it); see openPostgres. */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onIdleConnectionError);
  }
  return openPglite(options.dataDir);
}

/**
 * How long a pooled connection may stay idle before it is closed. Each connection holds its own plans
 * of the prepared statements (db/prepared.ts), and PostgreSQL plans a statement six times on a new
 * connection before it keeps one plan (five custom plans, then the generic one): for the listings'
 * statements walked in SQL before decision 078, 1.5–8 ms each, against 0.15 ms once kept (issue 22). node-postgres's default of 10 s threw
 * those plans away at every lull of ten seconds; a minute keeps them through a quiet moment and still
 * gives connections back to PostgreSQL when the shop is quiet.
 */
const idleConnectionMs = 60_000;

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process per data directory: a second one would silently lose writes (issue 16).
  const lock = dataDir ? lockDataDirectory(dataDir) : undefined;
  // One options object: the two-argument form silently drops extensions (STACK-NOTES trap 11).
  const client = new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  // Statements take turns with the sockets (pglite-turns.ts): PGlite runs them on this thread.
  const db = drizzlePglite({ client: pgliteTurns(client) as PGlite, schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  onIdleConnectionError: (error: Error) => void = (error) =>
    process.emitWarning(`an idle database connection broke: ${error.message}`),
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: idleConnectionMs });
  // An idle connection that breaks is reported on the pool, which drops it and opens another when one
  // is next needed. Unheard, that 'error' event would end the process (node-postgres's documentation).
  pool.on('error', onIdleConnectionError);
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // One connection holds an advisory lock so replicas starting together migrate once.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock(727001)');
        await migrate(drizzlePostgres({ client: connection, schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock(727001)').catch(() => undefined);
        connection.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
