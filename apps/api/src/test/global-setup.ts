import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedTestShop } from './seed-test-shop.ts';

/**
 * Against PostgreSQL (DATABASE_URL set), the database is shared by every worker: empty it,
 * migrate and seed once here. PGlite needs nothing: each worker opens its own in memory.
 */
export async function setup(): Promise<void> {
  await setupDatabase(process.env['DATABASE_URL']);
}

/** Empties, migrates and seeds the database at `url` (created first when it is a project's own). */
export async function setupDatabase(url: string | undefined, create = false): Promise<void> {
  if (!url) return;
  if (create) await createDatabase(url);
  const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
  try {
    await database.db.execute('drop schema if exists public cascade');
    await database.db.execute('drop schema if exists drizzle cascade');
    await database.db.execute('create schema public');
    await database.migrate();
    await seedTestShop(database.db);
  } finally {
    await database.close();
  }
}

async function createDatabase(url: string): Promise<void> {
  const own = new URL(url);
  const name = own.pathname.slice(1);
  const admin = new pg.Client({ connectionString: url.replace(own.pathname, '/postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}
