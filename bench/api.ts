// API benchmark: the catalogue's hot routes under 100 concurrent connections, each beside a route of
// constant JSON of the same size measured in the same run (the machine's limit for that answer).
//
//   npx node bench/api.ts --engine pglite --products 1500 [--cache 0] [--seconds 10]
//                         [--only listing,suggest-unique]
//   scenarios: listing, listing-mixed, listing-filtered, suggest (20 fixed terms), suggest-unique (new
//   keystrokes: suggest-typed is its old name), suggest-prefix, suggest-two-words, suggest-typo,
//   suggest-arabic, suggest-latin (each kind of suggest-unique alone), product, product-1500
//   npx node bench/api.ts --engine postgres --products 100000     (DATABASE_URL: any database on the
//                                                                   server; bench_<N> is created beside it)
//   BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npx node bench/api.ts ... --constant 0
//                                                                  (a CPU profile of the server alone)
//   npx node bench/api.ts --engine postgres ... --signed-in 1      (every request a signed-in customer's;
//                                                                   `both`: each scenario as a guest too)
// Prints a Markdown table for bench/RESULTS.md.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { benchDatabaseUrl, createCustomers } from './lib/customers.ts';
import { categoryFilters, emptyAnswers, filteredListingPaths } from './lib/listing-queries.ts';
import { runLoad, type LoadRequest, type LoadResult } from './lib/load.ts';
import { catalogueWords, queryMakers, realTypingMix, suggestionPaths } from './lib/search-queries.ts';
import { seedOnce, startServer } from './lib/server.ts';
import { measureProcesses, measureThreads, threadCell } from './lib/thread-cpu.ts';

const args = new Map<string, string>();
for (let index = 2; index < process.argv.length; index += 2)
  args.set(process.argv[index] ?? '', process.argv[index + 1] ?? '');
const engine = args.get('--engine') ?? 'pglite';
const products = Number(args.get('--products') ?? 1500);
const seconds = Number(args.get('--seconds') ?? 10);
// Scenario names, comma-separated; suggest-typed is suggest-unique's name before issue 22's scenarios.
const only = args
  .get('--only')
  ?.split(',')
  .map((name) => (name === 'suggest-typed' ? 'suggest-unique' : name));
// Seconds of the public micro-cache (PUBLIC_CACHE_SECONDS); 0 measures every request hitting the database.
const cacheSeconds = args.get('--cache') ?? '30';
// Signed-in customers' requests carry their session (the web's `sid` cookie), which the micro-cache
// steps aside for and the API looks up: `1` measures every scenario so, `both` as a guest and so.
const signedIn = args.get('--signed-in') ?? '0';
if (!['0', '1', 'both'].includes(signedIn)) throw new Error('--signed-in is 0, 1 or both');
if (signedIn !== '0' && engine !== 'postgres') {
  throw new Error('--signed-in needs --engine postgres: customers are written beside the running server');
}
const customerCount = Number(args.get('--customers') ?? 1000);
// `--constant 0` skips the constant route, so a profile of the server (BENCH_NODE_FLAGS) holds only
// the scenario; its table's constant columns then repeat the scenario's own figures.
const measureConstant = args.get('--constant') !== '0';

async function databaseEnv(): Promise<Record<string, string>> {
  if (engine === 'pglite') {
    const dataDir = resolve(import.meta.dirname, `.work/pglite-${products}`);
    mkdirSync(dataDir, { recursive: true });
    return { DATA_DIR: dataDir };
  }
  return { DATABASE_URL: await benchDatabaseUrl(products), DATABASE_POOL_SIZE: '20' };
}

const terms = [
  'شیر',
  'ماست',
  'پنیر',
  'برنج',
  'روغن',
  'چای',
  'قهوه',
  'کیک',
  'بیسکویت',
  'شکلات',
  'مایع',
  'پودر',
  'دستمال',
  'شامپو',
  'سس',
  'رب',
  'ماکارونی',
  'عدس',
  'ماسط',
  'sdv',
];
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

const env = await databaseEnv();
// One Redis database per engine and size: answers cached by a run at 100,000 products (the sitemap,
// listings) must not be served by the next run at 1,500, which shares the same Redis.
if (process.env['REDIS_URL']) {
  const databaseIndex = (engine === 'postgres' ? 1 : 3) + (products === 1500 ? 0 : 1);
  env['REDIS_URL'] = `${process.env['REDIS_URL'].replace(/\/\d*$/, '')}/${databaseIndex}`;
}
await seedOnce(env, products);
const server = await startServer({ ...env, PORT: '3900', PUBLIC_CACHE_SECONDS: cacheSeconds });
try {
  const categories = (await (await fetch(`${server.url}/api/v1/categories`)).json()) as {
    data: Array<{ id: number; children: Array<{ id: number }> }>;
  };
  const middleIds = categories.data.flatMap((top) => top.children.map((child) => child.id));
  const productIds = await productIdsFromSitemap(server.url);
  // The same traffic over a bigger catalogue: 1,500 products asked for, spread evenly over the whole
  // table, at any size (at 1,500 products it is `product`). `product` asks for every id, so at 100,000
  // nearly every request misses the micro-cache, where at 1,500 nearly every one hits it: that row
  // compares hit rates, this one compares catalogue sizes.
  const step = Math.max(1, Math.floor(productIds.length / 1500));
  const hotIds = productIds.filter((_, at) => at % step === 0).slice(0, 1500);
  const brandIds = (
    (await (await fetch(`${server.url}/api/v1/brands`)).json()) as { data: Array<{ id: number }> }
  ).data.map((brand) => brand.id);
  const typing = queryMakers(await catalogueWords(server.url));
  const filtered = filteredListingPaths(await categoryFilters(server.url, middleIds));
  const scenarios: Record<string, () => string> = {
    listing: () => `/api/v1/search?category=${pick(middleIds)}&sortby=${pick([1, 3, 5])}`,
    // The listing traffic: any mix of a category, a brand, a price range, the special sale
    // and a sort, on pages 1 to 3 (an infinite scroll's first screens).
    'listing-mixed': () => {
      const query = new URLSearchParams({
        page: String(pick([1, 1, 2, 3])),
        sortby: String(pick([1, 2, 3, 4, 5])),
      });
      if (Math.random() < 0.7) query.set('category', String(pick(middleIds)));
      if (Math.random() < 0.3) query.set('brand', String(pick(brandIds)));
      if (Math.random() < 0.2) {
        const min = pick([0, 100_000, 500_000, 1_000_000]);
        query.set('min', String(min));
        query.set('max', String(min + pick([500_000, 2_000_000, 10_000_000])));
      }
      if (Math.random() < 0.1) query.set('special_sale', '1');
      return `/api/v1/search?${query.toString()}`;
    },
    // The same on a category page: the brands and price range its sidebar offers (lib/listing-queries.ts).
    'listing-filtered': filtered,
    suggest: () => `/api/v1/search/suggest?q=${encodeURIComponent(pick(terms))}&page=1`,
    // Keystrokes no one typed before (lib/search-queries.ts): the mix, then each kind alone.
    'suggest-unique': suggestionPaths(typing, realTypingMix),
    'suggest-prefix': suggestionPaths(typing, { prefix: 1 }),
    'suggest-two-words': suggestionPaths(typing, { 'two-words': 1 }),
    'suggest-typo': suggestionPaths(typing, { typo: 1 }),
    'suggest-arabic': suggestionPaths(typing, { arabic: 1 }),
    'suggest-latin': suggestionPaths(typing, { latin: 1 }),
    product: () => `/api/v1/products/${pick(productIds)}`,
    'product-1500': () => `/api/v1/products/${pick(hotIds)}`,
  };
  if (only) {
    const unknown = only.filter((name) => !(name in scenarios));
    if (unknown.length > 0) throw new Error(`no scenario ${unknown.join(', ')}`);
  }
  const tokens = signedIn === '0' ? [] : await customerTokens();
  const audiences = { '0': [false], '1': [true], both: [false, true] }[signedIn] ?? [false];
  const rows: string[] = [];
  const notes: string[] = [];
  for (const [name, nextPath] of Object.entries(scenarios)) {
    if (only && !only.includes(name)) continue;
    if (name.startsWith('listing')) {
      notes.push(`${name}: ${await emptyAnswers(server.url, nextPath)} of 100 sampled answers empty`);
    }
    for (const asCustomer of audiences) {
      // A customer's session as the web sends it; each request a random one of the customers.
      const request = (path: string): LoadRequest =>
        asCustomer ? { path, headers: { cookie: `sid=${pick(tokens)}` } } : { path };
      // Warm caches and JIT.
      await runLoad({ url: server.url, nextRequest: () => request(nextPath()), connections: 20, seconds: 3 });
      // Every path the measured run asked for: how much of it a cache could have answered.
      const paths = new Set<string>();
      let sent = 0;
      const threads = measureThreads(server.pid);
      const database = measureProcesses('postgres');
      const ours = await runLoad({
        url: server.url,
        nextRequest: () => {
          const path = nextPath();
          paths.add(path);
          sent += 1;
          return request(path);
        },
        seconds,
      });
      const cores = `${threadCell(threads())} / ${engine === 'postgres' ? (database()?.toFixed(2) ?? '-') : '-'}`;
      const bytes = ours.bytesPerResponse;
      const constant = measureConstant
        ? await runLoad({
            url: server.url,
            nextRequest: () => request(`/bench/constant?bytes=${bytes}`),
            seconds,
          })
        : ours;
      rows.push(
        row(asCustomer ? `${name}, signed in` : name, ours, constant, `${paths.size} / ${sent}`, cores),
      );
    }
  }
  console.log(
    `\n${engine}, ${products} products, micro-cache ${cacheSeconds} s, 100 connections, ${seconds} s each` +
      (signedIn === '0' ? '' : `; signed in: ${tokens.length} customers, cookie sid`) +
      '\n',
  );
  for (const note of notes) console.log(note);
  if (notes.length > 0) console.log('');
  console.log(
    '| route | req/s | p50 ms | p95 ms | p99 ms | bytes | constant req/s | constant p99 ms | ratio | non-2xx | distinct / sent | cores: main / V8 / pool / PostgreSQL |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const line of rows) console.log(line);
} finally {
  await server.stop();
}

/** Every product id, read from the sitemap (ids need not start at 1 after a re-seed). */
async function productIdsFromSitemap(url: string): Promise<number[]> {
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  const parts = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  const documents =
    parts.length > 0
      ? await Promise.all(parts.map(async (part) => (await fetch(`${url}${part}`)).text()))
      : [index];
  const ids = documents.flatMap((xml) =>
    [...xml.matchAll(/\/products\/(\d+)\//g)].map((match) => Number(match[1])),
  );
  if (ids.length === 0) throw new Error('no product URLs in the sitemap');
  return ids;
}

/** Bench customers with live sessions, written into the bench database beside the running server. */
async function customerTokens(): Promise<string[]> {
  const url = env['DATABASE_URL'];
  if (!url) throw new Error('signed-in requests need the PostgreSQL bench database');
  const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 });
  let tokens: string[];
  try {
    tokens = (await createCustomers(database.db, customerCount)).tokens;
  } finally {
    await database.close();
  }
  // A session the API did not recognise would measure guests under another name.
  const profile = await fetch(`${server.url}/api/v1/profile`, { headers: { cookie: `sid=${tokens[0]}` } });
  if (!profile.ok) throw new Error(`a bench customer's session is refused: ${profile.status}`);
  return tokens;
}

function row(name: string, ours: LoadResult, constant: LoadResult, distinct: string, cores: string): string {
  const ratio = constant.rps > 0 ? (ours.rps / constant.rps).toFixed(2) : '-';
  return `| ${name} | ${ours.rps} | ${ours.p50} | ${ours.p95} | ${ours.p99} | ${ours.bytesPerResponse} | ${constant.rps} | ${constant.p99} | ${ratio} | ${ours.non2xx + ours.errors} | ${distinct} | ${cores} |`;
}
