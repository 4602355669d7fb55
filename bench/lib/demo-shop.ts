import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * The shop as `npm start` runs it (apps/api/src/main.ts, the built web app) on PGlite with the demo
 * catalogue in `dataDir`, on 127.0.0.1:`port`; resolves once it answers /readyz. One process per data
 * directory (PGlite), so each bench keeps its own.
 */
export async function startDemoShop(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<{ base: string; server: ChildProcess }> {
  mkdirSync(options.dataDir, { recursive: true });
  const base = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, server };
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become ready');
}

async function json<T>(base: string, path: string): Promise<T> {
  return (await (await fetch(`${base}${path}`)).json()) as T;
}

/**
 * The pages the page benches measure: home, the first leaf category, the best-selling product and a
 * bundle on sale (as the home page's bundle row links to first); `only` picks some by name.
 */
export async function benchPagePaths(base: string, only?: string[]): Promise<Array<[string, string]>> {
  const search = await json<{ data: Array<{ id: number; slug: string }> }>(base, '/api/v1/search?sortby=3');
  const categories = await json<{
    data: Array<{ children: Array<{ children: Array<{ id: number; slug: string }> }> }>;
  }>(base, '/api/v1/categories');
  const bundles = await json<{ data: Array<{ id: number; slug: string; available: boolean }> }>(
    base,
    '/api/v1/bundles',
  );
  const leaf = categories.data[0]?.children[0]?.children[0];
  const product = search.data[0];
  const bundle = bundles.data.find((candidate) => candidate.available) ?? bundles.data[0];
  const paths: Array<[string, string]> = [
    ['home', '/'],
    ['category', leaf ? `/search/categories/${leaf.id}/${encodeURIComponent(leaf.slug)}/` : '/search'],
    ['product', product ? `/products/${product.id}/${encodeURIComponent(product.slug)}` : '/'],
    ['bundle', bundle ? `/bundles/${bundle.id}/${encodeURIComponent(bundle.slug)}` : '/bundles'],
  ];
  return paths.filter(([name]) => !only || only.includes(name));
}
