// Rendered pages per second: the SSR server's home, category and product pages under 20 concurrent
// connections, for a guest and for a signed-in customer (a `sid` cookie of one of many customers),
// each beside a page of constant HTML of the same size answered by the same process in the same run
// (the machine's limit for that answer). Lighthouse (pages.ts) says how one page loads in a browser;
// this says how many the server can give.
//
//   npx node bench/page-rate.ts [--products 100000] [--seconds 10] [--connections 20] [--customers 200]
//                               [--cache 30] [--only any] [--constant 0]
//   (DATABASE_URL: any database on the server; bench_<N> is created beside it. PostgreSQL only: the
//   customers are written beside the running server, which PGlite's one process does not allow.)
//   WEB_BUILD=keep: the web app's build as it is, not rebuilt when older than its sources.
//
// `home`, `category` and `product` are one page each: after the first request a guest's comes from the
// page cache (PUBLIC_CACHE_SECONDS). `category (any)` and `product (any)` spread the requests over every
// leaf category and 1,500 products, which a cache of `--cache` seconds answers only in part. Pages are
// asked for as Chrome asks over HTTPS (brotli); the constant page is sent uncompressed, as many bytes.
// Prints a Markdown table for bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { benchDatabaseUrl, createCustomers } from './lib/customers.ts';
import { runLoad, type LoadRequest, type LoadResult } from './lib/load.ts';
import { benchNodeFlags, seedOnce } from './lib/server.ts';
import { measureThreads, threadCell, type ThreadCpu } from './lib/thread-cpu.ts';

const args = new Map<string, string>();
for (let index = 2; index < process.argv.length; index += 2)
  args.set(process.argv[index] ?? '', process.argv[index + 1] ?? '');
const productCount = Number(args.get('--products') ?? 100_000);
const seconds = Number(args.get('--seconds') ?? 10);
const connections = Number(args.get('--connections') ?? 20);
const customerCount = Number(args.get('--customers') ?? 200);
const cacheSeconds = args.get('--cache') ?? '30';
// `--only any`: just the pages whose name holds one of these (comma-separated) words.
const onlyPages = args.get('--only')?.split(',');
// `--constant 0`: no constant page, so a profile of the server (BENCH_NODE_FLAGS) holds only the pages.
const measureConstant = args.get('--constant') !== '0';
const root = resolve(import.meta.dirname, '..');
const port = 3902;
const base = `http://127.0.0.1:${port}`;
// What Chrome asks for over HTTPS, as a deployed shop is reached (pages.ts): the page cache keeps one
// copy per encoding, and a hit is sent compressed as kept.
const acceptEncoding = 'gzip, deflate, br, zstd';

if (process.env['WEB_BUILD'] !== 'keep') ensureWebBuild();
const databaseUrl = await benchDatabaseUrl(productCount);
await seedOnce({ DATABASE_URL: databaseUrl }, productCount);
const env: Record<string, string> = {
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '20',
  PUBLIC_CACHE_SECONDS: cacheSeconds,
};
// The Redis database api.ts uses for the same engine and size: the same answers, and pages under
// keys of their own.
if (process.env['REDIS_URL']) {
  env['REDIS_URL'] = `${process.env['REDIS_URL'].replace(/\/\d*$/, '')}/${productCount === 1500 ? 1 : 2}`;
}
const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 4 });
const { tokens } = await createCustomers(database.db, customerCount).finally(() => database.close());
const { stop, pid } = await startPageServer(env);
try {
  const pages = await pagesToAsk();
  const visitors: Array<[string, () => Record<string, string>]> = [
    ['guest', () => ({ 'accept-encoding': acceptEncoding })],
    ['signed in', () => ({ 'accept-encoding': acceptEncoding, cookie: `sid=${pick(tokens)}` })],
  ];
  // A session the server did not recognise would measure guests under another name.
  const profile = await fetch(`${base}/api/v1/profile`, { headers: { cookie: `sid=${tokens[0]}` } });
  if (!profile.ok) throw new Error(`a bench customer's session is refused: ${profile.status}`);

  const rows: string[] = [];
  const asked = Object.entries(pages).filter(
    ([name]) => !onlyPages || onlyPages.some((word) => name.includes(word)),
  );
  for (const [name, nextPath] of asked) {
    for (const [visitor, headers] of visitors) {
      const nextRequest = (): LoadRequest => ({ path: nextPath(), headers: headers() });
      await runLoad({ url: base, nextRequest, connections, seconds: 3 }); // warm the JIT and the page cache
      const threads = measureThreads(pid);
      const ours = await runLoad({ url: base, nextRequest, connections, seconds });
      const cpu = threads();
      const sample = await samplePages(nextRequest);
      // A run in which no page came back has no size to stand beside (pages slower than `--seconds`).
      const constant =
        ours.requests === 0 || !measureConstant
          ? null
          : await runLoad({
              url: base,
              nextPath: () => `/bench/constant-page?bytes=${ours.bytesPerResponse}`,
              connections,
              seconds,
            });
      rows.push(row(name, visitor, ours, sample, constant, cpu));
    }
  }
  console.log(
    `\npostgres, ${productCount} products, page cache ${cacheSeconds} s, ${connections} connections, ` +
      `${seconds} s each; signed in: ${tokens.length} customers, cookie sid\n`,
  );
  console.log(
    '| page | visitor | pages/s | p50 ms | p95 ms | p99 ms | HTML KB | bytes sent | cache hits | constant pages/s | constant p99 ms | ratio | non-2xx | cores: main / V8 / pool | CPU ms a page |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const line of rows) console.log(line);
  console.log(
    '\nHTML KB: the page decoded, average of 20 asked after the run; bytes sent: compressed, with headers;' +
      ' cache hits: of those 20, how many the page cache answered (x-cache: hit); cores: CPU seconds a' +
      " second of the server's main thread, V8's helper threads (GC) and libuv's pool (compression);" +
      ' CPU ms a page: the three together over pages/s.',
  );
} finally {
  await stop();
}

/** The pages to ask for: each a path generator. */
async function pagesToAsk(): Promise<Record<string, () => string>> {
  const search = (await (await fetch(`${base}/api/v1/search?sortby=3`)).json()) as {
    data: Array<{ id: number; slug: string }>;
  };
  const categories = (await (await fetch(`${base}/api/v1/categories`)).json()) as {
    data: Array<{ children: Array<{ children: Array<{ id: number; slug: string }> }> }>;
  };
  // The same category and product as pages.ts: the first leaf and the best seller.
  const leaf = categories.data[0]?.children[0]?.children[0];
  const product = search.data[0];
  if (!leaf || !product) throw new Error('no category or product to ask for');
  const urls = await sitemapPaths();
  const leaves = urls.filter((path) => /^\/search\/categories\/\d+\/[^/]+\/$/.test(path));
  const products = urls.filter((path) => path.startsWith('/products/'));
  // 1,500 products spread over the whole table (api.ts's product-1500): the same traffic at any size.
  const step = Math.max(1, Math.floor(products.length / 1500));
  const someProducts = products.filter((_, at) => at % step === 0).slice(0, 1500);
  return {
    home: () => '/',
    category: () => `/search/categories/${leaf.id}/${encodeURIComponent(leaf.slug)}/`,
    product: () => `/products/${product.id}/${encodeURIComponent(product.slug)}`,
    [`category (any of ${leaves.length})`]: () => pick(leaves),
    [`product (any of ${someProducts.length})`]: () => pick(someProducts),
  };
}

/** Every page path of the sitemap (its index and parts). */
async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const parts = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/\d+\.xml)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  const documents =
    parts.length > 0
      ? await Promise.all(parts.map(async (part) => (await fetch(`${base}${part}`)).text()))
      : [index];
  return documents.flatMap((xml) =>
    [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&')).pathname,
    ),
  );
}

/** Twenty pages asked for one after another: their decoded size and how many the page cache answered. */
async function samplePages(
  nextRequest: () => LoadRequest,
): Promise<{ htmlBytes: number; hits: number; asked: number }> {
  let htmlBytes = 0;
  let hits = 0;
  const asked = 20;
  for (let sample = 0; sample < asked; sample += 1) {
    const { path, headers } = nextRequest();
    const response = await fetch(`${base}${path}`, { ...(headers ? { headers } : {}) });
    htmlBytes += Buffer.byteLength(await response.text());
    if (response.headers.get('x-cache') === 'hit') hits += 1;
  }
  return { htmlBytes: htmlBytes / asked, hits, asked };
}

/** Starts lib/page-server.ts in its own process and waits until it answers. */
async function startPageServer(
  extra: Record<string, string>,
): Promise<{ stop: () => Promise<void>; pid: number | undefined }> {
  const child = spawn(process.execPath, [...benchNodeFlags(), 'bench/lib/page-server.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_ON_START: 'false', ...extra, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the page server exited with ${child.exitCode}`);
    if (attempt === 600) {
      child.kill('SIGTERM');
      throw new Error('the page server did not start in two minutes');
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  const stop = () =>
    new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { stop, pid: child.pid };
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

function row(
  page: string,
  visitor: string,
  ours: LoadResult,
  sample: { htmlBytes: number; hits: number; asked: number },
  constant: LoadResult | null,
  cpu: ThreadCpu | null,
): string {
  const ratio = constant && constant.rps > 0 ? (ours.rps / constant.rps).toFixed(2) : '-';
  const htmlKb = (sample.htmlBytes / 1024).toFixed(1);
  // The server's CPU per page, all its threads: what a page costs however busy the machine was.
  const cpuMs = cpu && ours.rps > 0 ? (((cpu.main + cpu.v8 + cpu.pool) * 1000) / ours.rps).toFixed(1) : '-';
  return `| ${page} | ${visitor} | ${ours.rps} | ${ours.p50} | ${ours.p95} | ${ours.p99} | ${htmlKb} | ${ours.bytesPerResponse} | ${sample.hits}/${sample.asked} | ${constant?.rps ?? '-'} | ${constant?.p99 ?? '-'} | ${ratio} | ${ours.non2xx + ours.errors} | ${threadCell(cpu)} | ${cpuMs} |`;
}
