import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath, chromiumArgs } from '../e2e/chromium.ts';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...chromiumArgs] });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
const artifacts = result!.artifacts as any;
const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
const events = trace.traceEvents as Array<{ name: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: any }>;
const navStart = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart')!;
const main = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const tid = events.filter((e) => e.name === 'RunTask' && main.some((m) => m.tid === e.tid && m.pid === e.pid)).reduce((acc, e) => { acc.set(e.tid, (acc.get(e.tid) ?? 0) + (e.dur ?? 0)); return acc; }, new Map<number, number>());
const mainTid = [...tid].sort((a, b) => b[1] - a[1])[0]![0];
const mine = events.filter((e) => e.tid === mainTid && e.ph === 'X');
console.log('score', result!.lhr.categories.performance!.score, 'TBT', result!.lhr.audits['total-blocking-time']!.numericValue, 'bench', result!.lhr.environment.benchmarkIndex);
for (const task of mine.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 15000)) {
  const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur!);
  const sums = new Map<string, number>();
  for (const e of inside) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0));
  const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([n, d]) => `${n}:${Math.round(d / 1000)}`);
  const fn = inside.find((e) => (e.name === 'FunctionCall' || e.name === 'EvaluateScript') && e.args?.data?.url);
  console.log(Math.round((task.ts - navStart.ts) / 1000), 'ms +', Math.round(task.dur! / 1000), '|', top.join(' '), '|', fn?.args?.data?.url?.slice(-25) ?? '', fn?.args?.data?.functionName ?? '');
}
