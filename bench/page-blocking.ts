// Where a page's blocking time goes in the browser, beside the empty page of the same stack: each page
// loaded `RUNS` times (7 by default) in Debian's Chromium as Lighthouse's phone, the CPU slowed four
// times for real (DevTools' throttling, not Lighthouse's simulation), and the browser's own account of
// its long animation frames after the first contentful paint: how much of each frame's blocking
// (its time over 50 ms) was the page's module scripts being evaluated, React's scheduler (hydration's
// render, commit and effects, which run from a MessagePort), or the document itself (parsing the HTML
// and its inline scripts, style, layout, paint). Medians over the runs. Lighthouse's TBT counts the
// same kind of blocking; this says whose it is (issue 22).
//
//   npx node bench/page-blocking.ts
//   RUNS=11 PAGES=home npx node bench/page-blocking.ts
//   SIGNED_IN=1 npx node bench/page-blocking.ts   (as a signed-in customer: lib/sign-in.ts)
//   WEB_BUILD=keep npx node bench/page-blocking.ts
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromePath, chromiumArgs } from '../e2e/chromium.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { benchPagePaths, startDemoShop } from './lib/demo-shop.ts';
import { startFloorServer } from './lib/floor-server.ts';
import { floorBytes } from './lib/script-bytes.ts';
import { signInBenchCustomer } from './lib/sign-in.ts';

const port = 3931;
const runs = Number(process.env['RUNS'] ?? 7);
const onlyPages = process.env['PAGES']?.split(',');
const signedIn = process.env['SIGNED_IN'] === '1';

type Blocking = { fcp: number; total: number; modules: number; react: number; document: number };

if (process.env['WEB_BUILD'] !== 'keep') ensureWebBuild();
// The empty page first (built by floorBytes()): if its port is taken, nothing else has been started.
floorBytes();
const floor = await startFloorServer(3932);
// A data directory of its own: PGlite allows one process per directory, and pages.ts may be running.
const { base, server } = await startDemoShop({
  port,
  dataDir: resolve(import.meta.dirname, '.work/page-blocking'),
  env: { PUBLIC_CACHE_SECONDS: '600', ...(signedIn ? { SMS_OUTBOX_ROUTE: '1' } : {}) },
});

/** One load with the CPU four times slower; the blocking after the first contentful paint, by whose. */
async function load(browser: Browser, url: string, session: string | null): Promise<Blocking> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (session) await context.addCookies([{ name: 'sid', value: session, url }]);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const blocking = await page.evaluate(() => {
    type Frame = PerformanceEntry & {
      blockingDuration: number;
      scripts: { invoker: string; invokerType: string }[];
    };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const frames = (performance.getEntriesByType('long-animation-frame') as Frame[]).filter(
      (frame) => frame.startTime + frame.duration > fcp,
    );
    const sum = (chosen: Frame[]) => chosen.reduce((total, frame) => total + frame.blockingDuration, 0);
    const isModules = (frame: Frame) =>
      frame.scripts.some((script) => script.invokerType === 'module-script');
    const isReact = (frame: Frame) =>
      !isModules(frame) && frame.scripts.some((script) => script.invoker.includes('MessagePort'));
    return {
      fcp,
      total: sum(frames),
      modules: sum(frames.filter(isModules)),
      react: sum(frames.filter(isReact)),
      document: sum(frames.filter((frame) => !isModules(frame) && !isReact(frame))),
    };
  });
  await context.close();
  return blocking;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
}

async function row(browser: Browser, name: string, url: string, session: string | null): Promise<string> {
  const loads: Blocking[] = [];
  for (let run = 0; run < runs; run += 1) loads.push(await load(browser, url, session));
  const of = (key: keyof Blocking) => median(loads.map((blocking) => blocking[key]));
  const totals = loads.map((blocking) => Math.round(blocking.total)).sort((a, b) => a - b);
  return `| ${name} | ${of('fcp')} | ${of('total')} (${totals[0]}–${totals.at(-1)}) | ${of('modules')} | ${of('react')} | ${of('document')} |`;
}

const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
try {
  const session = signedIn ? await signInBenchCustomer(base) : null;
  console.log(`CPU ×4, median of ${runs} loads, ms\n`);
  console.log(
    '| page | FCP | blocking after FCP (min–max) | module scripts | React (scheduler) | the document |',
  );
  console.log('|---|---|---|---|---|---|');
  console.log(await row(browser, 'empty page (floor), before', `${floor.url}/`, null));
  for (const [name, path] of await benchPagePaths(base, onlyPages)) {
    // Warm the server's JIT and page cache as earlier visitors would have.
    for (let warm = 0; warm < 5; warm += 1) await (await fetch(`${base}${path}`)).text();
    console.log(await row(browser, `${name}${signedIn ? ', signed in' : ''}`, `${base}${path}`, session));
  }
  console.log(await row(browser, 'empty page (floor), after', `${floor.url}/`, null));
} finally {
  await browser.close();
  await floor.close();
  server.kill('SIGTERM');
}
