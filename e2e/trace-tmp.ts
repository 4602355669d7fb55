import { chromium } from 'playwright-core';
const [url] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
// no throttling
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
await page.goto(url!, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const buffer = await browser.stopTracing();
const events = JSON.parse(buffer.toString()).traceEvents as Array<{ name: string; ph: string; ts: number; dur?: number; tid: number; args?: any }>;
const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const busy = new Map<number, number>();
for (const e of events) if (e.name === 'RunTask' && mains.some((m) => m.tid === e.tid)) busy.set(e.tid, (busy.get(e.tid) ?? 0) + (e.dur ?? 0));
const mainTid = [...busy].sort((a, b) => b[1] - a[1])[0]![0];
const mine = events.filter((e) => e.tid === mainTid && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50000);
const t0 = Math.min(...mine.map((e) => e.ts));
for (const task of tasks) {
  const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!);
  const sums = new Map<string, number>();
  for (const e of inside) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0));
  const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n}:${Math.round(d / 1000)}`);
  const fn = inside.find((e) => e.name === 'FunctionCall' || e.name === 'EvaluateScript');
  console.log(Math.round((task.ts - t0) / 1000), 'ms', Math.round(task.dur! / 1000), 'ms', top.join(' '), fn?.args?.data?.url?.slice(-30) ?? '', fn?.args?.data?.functionName ?? '');
}
await browser.close();
const layouts = mine.filter((e) => e.name === 'Layout');
console.log('Layout total', Math.round(layouts.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000), 'max', Math.round(Math.max(...layouts.map((e) => e.dur ?? 0)) / 1000), 'count', layouts.length);
const counts = new Map<string, [number, number]>();
for (const e of mine) { const c = counts.get(e.name) ?? [0, 0]; c[0]++; c[1] += e.dur ?? 0; counts.set(e.name, c); }
console.log([...counts].sort((a, b) => b[1][1] - a[1][1]).slice(0, 25).map(([n, [c, d]]) => `${n} ${c}x ${Math.round(d / 1000)}ms`).join('\n'));
const fns = mine.filter((e) => e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame');
console.log(fns.slice(-10).map((e) => `${e.name} ${JSON.stringify(e.args?.data ?? {}).slice(0, 160)}`).join('\n'));
