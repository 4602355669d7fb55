// EXPLAIN of the catalogue's real queries: runs each use case once through the API's own service,
// records the statements it sends, then EXPLAIN ANALYZEs each and times the use case end to end.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5433/bench npx node bench/catalogue-explain.ts
//   WITHOUT=products_listing_idx,products_listing_newest_idx …   (plans as if those indexes were
//                                                                 missing: dropped in a rolled-back
//                                                                 transaction around each EXPLAIN)
//
// Seed the database first (SEED_PRODUCTS=100000 npx node apps/api/src/seed/cli.ts --no-images) and
// run VACUUM ANALYZE so index-only scans are possible. Without DATABASE_URL it times the use cases on
// PGlite in memory, seeded with SEED_PRODUCTS (default 1500), without plans. Prints Markdown for
// bench/EXPLAIN.md.
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { createMemoryCache } from '../apps/api/src/adapters/cache/memory.ts';
import type { Cache } from '../apps/api/src/adapters/cache/port.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createCatalogueService, type CatalogueService } from '../apps/api/src/modules/catalogue/service.ts';
import { seedCatalogue } from '../apps/api/src/seed/seed-catalogue.ts';

type Statement = { text: string; values: unknown[] };
let recording: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query;
// Every statement drizzle sends goes through Client.query (the pool lends clients).
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  const text = typeof config === 'string' ? config : config.text;
  recording?.push({ text, values: values ?? (typeof config === 'string' ? [] : (config.values ?? [])) });
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const url = process.env['DATABASE_URL'];
const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 });
if (!url) {
  await database.migrate();
  const products = Number(process.env['SEED_PRODUCTS'] ?? 1500);
  await seedCatalogue(database.db, { products, now: new Date(), files: null });
}
const memory = createMemoryCache();
// Counts and facets are cached for a minute in production; here every run computes them (cold cost).
const uncached = (key: string) => /^catalogue:(count|facets|shelf-facets):/.test(key);
const cache: Cache = {
  get: (key) => (uncached(key) ? Promise.resolve(undefined) : memory.get(key)),
  // In this process (so the listing's own near copy of counts is not added: service/listing-cache.ts).
  peek: (key) => (uncached(key) ? undefined : memory.peek(key)),
  set: (key, value, ttl) => (uncached(key) ? Promise.resolve() : memory.set(key, value, ttl)),
  delete: (key) => memory.delete(key),
};
const catalogue: CatalogueService = createCatalogueService({
  db: database.db,
  cache,
  now: () => new Date(),
  publicUrl: 'https://shop.example',
});
const client = url ? new pg.Client({ connectionString: url }) : null;
await client?.connect();
const first = async <T>(query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
const anyProduct = await first<{ id: number }>(
  sql`select id from products where is_active order by sold_count desc limit 1`,
);
const count = await first<{ n: number }>(sql`select count(*)::int as n from products`);

const scenarios: [string, () => Promise<unknown>][] = [
  ['all products, best-selling, page 1', () => catalogue.listAllProducts({ page: 1 })],
  ['all products, best-selling, page 50', () => catalogue.listAllProducts({ page: 50 })],
  ['all products, cheapest', () => catalogue.listAllProducts({ page: 1, sortby: 1 })],
  ['all products, newest', () => catalogue.listAllProducts({ page: 1, sortby: 4 })],
  ['all products, biggest discount', () => catalogue.listAllProducts({ page: 1, sortby: 5 })],
  ['search "ماست" (relevance)', () => catalogue.searchProducts({ q: 'ماست', page: 1 })],
  ['search "ماست کم چرب"', () => catalogue.searchProducts({ q: 'ماست کم چرب', page: 1 })],
  ['search "ماسط" (typo → corrected)', () => catalogue.searchProducts({ q: 'ماسط', page: 1 })],
  ['search "sdv" (English layout → سیر)', () => catalogue.searchProducts({ q: 'sdv', page: 1 })],
  ['category 1 and below, best-selling', () => catalogue.searchProducts({ category: 1, page: 1 })],
  ['category 1 and below, cheapest', () => catalogue.searchProducts({ category: 1, page: 1, sortby: 1 })],
  ['brand 2', () => catalogue.searchProducts({ brand: [2], page: 1 })],
  ['special sale', () => catalogue.searchProducts({ special_sale: true, page: 1 })],
  ['price 1,000,000–2,000,000', () => catalogue.searchProducts({ min: 1_000_000, max: 2_000_000, page: 1 })],
  ['filters, no filter', () => catalogue.getFiltersData({})],
  ['filters, category 1', () => catalogue.getFiltersData({ category: 1 })],
  ['filters, search "شیر"', () => catalogue.getFiltersData({ q: 'شیر' })],
  ['suggest "ماس"', () => catalogue.suggest({ q: 'ماس', page: 1 })],
  ['product by id', () => catalogue.getProductDetail(anyProduct.id)],
  ['similar products', () => catalogue.listSimilarProducts(anyProduct.id)],
  ['category 1 shelves', () => catalogue.getCategoryShelves(1)],
  ['bundles', () => catalogue.listBundles()],
];

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

function scans(node: PlanNode, found: string[] = []): string[] {
  if (node['Relation Name'] || node['Index Name']) {
    found.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`);
  }
  for (const child of node.Plans ?? []) scans(child, found);
  return found;
}

const without = (process.env['WITHOUT'] ?? '').split(',').filter(Boolean);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const isControl = (text: string) => /^(begin|commit|rollback)/i.test(text.trim());

console.log(
  `${count.n} products on ${database.engine}; median of 7 runs after one warm-up; counts and facets not cached.`,
);
if (without.length > 0) console.log(`Plans without ${without.join(', ')} (the totals still use them).`);
console.log('');
console.log('| use case | total ms | statement ms | plan (scans) |');
console.log('|---|---:|---:|---|');
for (const [name, run] of scenarios) {
  recording = [];
  await run();
  const statements = recording.filter((statement) => !isControl(statement.text));
  recording = null;
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const plans: string[] = [];
  const statementMs: string[] = [];
  for (const statement of statements) {
    if (!client) break;
    await client.query('begin');
    for (const index of without) await client.query(`drop index ${pg.escapeIdentifier(index)}`);
    const result = await client.query(`explain (analyze, format json) ${statement.text}`, statement.values);
    await client.query('rollback');
    const plan = (result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] })[
      'QUERY PLAN'
    ][0];
    if (!plan) continue;
    statementMs.push(plan['Execution Time'].toFixed(1));
    plans.push([...new Set(scans(plan.Plan))].join(', '));
  }
  console.log(
    `| ${name} | ${median(times).toFixed(1)} | ${statementMs.join(' · ')} | ${plans.join(' · ')} |`,
  );
}
await client?.end();
await database.close();
