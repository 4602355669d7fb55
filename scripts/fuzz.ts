// The long fuzz of the API (issue 16): `npm run fuzz -- --runs 500 [--seed 42] [--only 'cart']`.
// Builds the API in this process over PostgreSQL (DATABASE_URL) or a fresh in-memory PGlite with
// the demo catalogue, sends every documented operation `runs` generated requests (guest, bearer,
// cookie with and without the CSRF header), prints the statuses per operation and every failure
// (a 5xx, or a 2xx that breaks its schema) with the request to replay. Exit code 1 on a failure.
// The API suite runs the same fuzzer with 30 requests per operation.
import { parseArgs } from 'node:util';
import { createMemoryCache } from '../apps/api/src/adapters/cache/memory.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { isCatalogueEmpty, seedCatalogue } from '../apps/api/src/seed/seed-catalogue.ts';
import { fuzzApi } from '../apps/api/src/test/fuzz/run-fuzz.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    only: { type: 'string' },
  },
});
const database = await openDatabase({ databaseUrl: process.env['DATABASE_URL'], dataDir: null, poolSize: 4 });
await database.migrate();
if (await isCatalogueEmpty(database.db)) {
  await seedCatalogue(database.db, { products: 300, now: new Date(), files: null });
}
const app = await buildApp({ database, cache: createMemoryCache(), publicUrl: 'http://shop.test' });
await app.ready();
const started = performance.now();
const report = await fuzzApi({
  app,
  db: database.db,
  runsPerOperation: Number(values.runs),
  seed: Number(values.seed),
  ...(values.only ? { only: new RegExp(values.only) } : {}),
});
const seconds = (performance.now() - started) / 1000;
for (const [operation, statuses] of Object.entries(report.statuses)) {
  const counts = Object.entries(statuses).map(([status, count]) => `${status}×${count}`);
  console.log(`${operation.padEnd(48)} ${counts.join(' ')}`);
}
for (const failure of report.failures) console.log(JSON.stringify(failure));
console.log(
  `seed ${report.seed}: ${report.requests} requests in ${seconds.toFixed(1)} s, ${report.failures.length} failures`,
);
await app.close();
await database.close();
process.exit(report.failures.length > 0 ? 1 : 0);
