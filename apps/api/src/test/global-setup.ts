import { openDatabase } from '../db/client.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';
import { seedCheckout } from '../seed/seed-checkout.ts';
import { testNow, testSeedProducts } from './fixture.ts';

/**
 * Against PostgreSQL (DATABASE_URL set), the database is shared by every worker: empty it,
 * migrate and seed once here. PGlite needs nothing: each worker opens its own in memory.
 */
export async function setup(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (!url) return;
  const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
  try {
    await database.db.execute('drop schema if exists public cascade');
    await database.db.execute('drop schema if exists drizzle cascade');
    await database.db.execute('create schema public');
    await database.migrate();
    await seedCatalogue(database.db, { products: testSeedProducts, now: testNow, files: null });
    await seedCheckout(database.db, { now: testNow });
  } finally {
    await database.close();
  }
}
