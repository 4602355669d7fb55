// The JavaScript each page loads for a guest, counted as `pages.ts` counts it (brotli bytes of every
// script the page asked for, lib/script-bytes.ts) minus the floor, without Lighthouse: a quick check
// of issue 22's "initial JS within 25 KB of the floor" while working. One load per page, in Debian's
// Chromium emulating Lighthouse's phone, until the network is idle and a moment after (chunks fetched on
// idle count, as Lighthouse counts them).
//
//   npx node bench/initial-js.ts              (home, category, product, bundle)
//   PAGES=product npx node bench/initial-js.ts
//   DETAIL=1 npx node bench/initial-js.ts     (each script's bytes too)
//   WEB_BUILD=keep npx node bench/initial-js.ts
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath, chromiumArgs } from '../e2e/chromium.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { floorBytes, sentBytes } from './lib/script-bytes.ts';

const root = resolve(import.meta.dirname, '..');
const port = 3921;
const base = `http://127.0.0.1:${port}`;
const onlyPages = process.env['PAGES']?.split(',');
const detail = process.env['DETAIL'] === '1';

if (process.env['WEB_BUILD'] !== 'keep') ensureWebBuild();
const webClient = resolve(root, 'apps/web/build/client');
const floor = floorBytes();
// A data directory of its own: PGlite allows one process per directory, and pages.ts may be running.
const dataDir = resolve(import.meta.dirname, '.work/initial-js');
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the server did not become ready');
}

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(`${base}${path}`)).json()) as T;
}

/** The same pages as pages.ts: home, the first leaf category, the first product, a bundle on sale. */
async function pagePaths(): Promise<Array<[string, string]>> {
  const search = await json<{ data: Array<{ id: number; slug: string }> }>('/api/v1/search?sortby=3');
  const categories = await json<{
    data: Array<{ children: Array<{ children: Array<{ id: number; slug: string }> }> }>;
  }>('/api/v1/categories');
  const bundles = await json<{ data: Array<{ id: number; slug: string; available: boolean }> }>(
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
  return paths.filter(([name]) => !onlyPages || onlyPages.includes(name));
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  await waitUntilReady();
  console.log(`floor: ${(floor / 1024).toFixed(1)} KB`);
  for (const [name, path] of await pagePaths()) {
    // Lighthouse's mobile preset: a phone's screen, touch and user agent (some widgets load on wide
    // screens only).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    await context.close();
    const sizes = [...scripts].map(
      (script) => [script, sentBytes(resolve(webClient, `.${script}`))] as const,
    );
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(
      `${name.padEnd(9)} ${(total / 1024).toFixed(1)} KB, over the floor ${((total - floor) / 1024).toFixed(1)} KB`,
    );
    if (detail) {
      for (const [script, bytes] of sizes.sort((a, b) => b[1] - a[1]))
        console.log(`    ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${script}`);
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
