// The JavaScript each page loads for a guest, counted as `pages.ts` counts it (brotli bytes of every
// script the page asked for, lib/script-bytes.ts) minus the floor, without Lighthouse: a quick check
// of issue 22's "initial JS within 25 KB of the floor" while working. One load per page, in Debian's
// Chromium emulating Lighthouse's phone, until the network is idle and a moment after (chunks fetched on
// idle count, as Lighthouse counts them).
//
//   npx node bench/initial-js.ts              (home, category, product, bundle)
//   PAGES=product npx node bench/initial-js.ts
//   DETAIL=1 npx node bench/initial-js.ts     (each script's bytes too)
//   SIGNED_IN=1 npx node bench/initial-js.ts  (as a signed-in customer: lib/sign-in.ts, as pages.ts)
//   WEB_BUILD=keep npx node bench/initial-js.ts
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromePath, chromiumArgs } from '../e2e/chromium.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { benchPagePaths, startDemoShop } from './lib/demo-shop.ts';
import { floorBytes, sentBytes } from './lib/script-bytes.ts';
import { signInBenchCustomer } from './lib/sign-in.ts';

const root = resolve(import.meta.dirname, '..');
const port = 3921;
const onlyPages = process.env['PAGES']?.split(',');
const detail = process.env['DETAIL'] === '1';
const signedIn = process.env['SIGNED_IN'] === '1';

if (process.env['WEB_BUILD'] !== 'keep') ensureWebBuild();
const webClient = resolve(root, 'apps/web/build/client');
const floor = floorBytes();
// A data directory of its own: PGlite allows one process per directory, and pages.ts may be running.
const { base, server } = await startDemoShop({
  port,
  dataDir: resolve(import.meta.dirname, '.work/initial-js'),
  // The signed-in customer's first sign-up reads its code from the SMS outbox, as pages.ts does.
  ...(signedIn ? { env: { SMS_OUTBOX_ROUTE: '1' } } : {}),
});

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  const session = signedIn ? await signInBenchCustomer(base) : null;
  console.log(`floor: ${(floor / 1024).toFixed(1)} KB`);
  for (const [name, path] of await benchPagePaths(base, onlyPages)) {
    // Lighthouse's mobile preset: a phone's screen, touch and user agent (some widgets load on wide
    // screens only).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (session) await context.addCookies([{ name: 'sid', value: session, url: base }]);
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
