// `npm test`: every suite, then one line `N passed, N failed` summed over them all.
//   npm test                 unit (domain, web) + api + e2e
//   npm test -- api          only the named suites (unit, api, e2e)
// Each suite's time is printed with its totals, and the whole run's before the last line.
// The API suite runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './chromium.ts';
import { ensureWebBuild } from './web-build.ts';

type Totals = { passed: number; failed: number };
/** What failed, a line each, printed again at the end: CI's record keeps only its log's tail. */
const failures: string[] = [];
const root = resolve(import.meta.dirname, '..');
const results = join(root, '.test-results');
const allSuites = ['unit', 'api', 'e2e'] as const;
type Suite = (typeof allSuites)[number];

const asked = process.argv
  .slice(2)
  .filter((arg): arg is Suite => (allSuites as readonly string[]).includes(arg));
const suites: readonly Suite[] = asked.length > 0 ? asked : allSuites;
mkdirSync(results, { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
}

function readJson(path: string): Record<string, unknown> | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>) : null;
}

function vitest(suite: 'unit' | 'api'): Totals {
  const output = join(results, `vitest-${suite}.json`);
  rmSync(output, { force: true });
  const projects =
    suite === 'unit'
      ? ['--project', 'domain', '--project', 'web', '--project', 'tooling']
      : ['--project', 'api', '--project', 'api-orders'];
  const status = run('npx', [
    'vitest',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  const report = readJson(output);
  if (!report) return { passed: 0, failed: 1 };
  failures.push(...vitestFailures(suite, report));
  const failed = Number(report['numFailedTests'] ?? 0) + (status !== 0 && !report['numFailedTests'] ? 1 : 0);
  return { passed: Number(report['numPassedTests'] ?? 0), failed };
}

function e2e(): Totals {
  try {
    ensureChromium();
    ensureWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return { passed: 0, failed: 1 };
  }
  const output = join(results, 'e2e.json');
  rmSync(output, { force: true });
  const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    ...process.env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readJson(output);
  const stats = report?.['stats'] as Record<string, number> | undefined;
  if (!report || !stats) return { passed: 0, failed: 1 };
  failures.push(...playwrightFailures(report));
  const failed = (stats['unexpected'] ?? 0) + (status !== 0 && !stats['unexpected'] ? 1 : 0);
  return { passed: (stats['expected'] ?? 0) + (stats['flaky'] ?? 0), failed };
}

type VitestFile = {
  name: string;
  message?: string;
  assertionResults?: { status: string; fullName: string }[];
};
function vitestFailures(suite: string, report: Record<string, unknown>): string[] {
  const files = (report['testResults'] ?? []) as VitestFile[];
  return files.flatMap((file) => {
    const where = file.name.replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed to load has no failed test, only its message.
    if (failed.length === 0 && file.message) return [`[${suite}] ${where}: ${file.message.split('\n')[0]}`];
    return failed.map((test) => `[${suite}] ${where} › ${test.fullName}`);
  });
}

type PlaywrightSuite = {
  file?: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};
function playwrightFailures(report: Record<string, unknown>): string[] {
  const walk = (suite: PlaywrightSuite, file: string): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `[e2e] ${file} › ${spec.title}`),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, inner.file ?? file)),
  ];
  return ((report['suites'] ?? []) as PlaywrightSuite[]).flatMap((suite) => walk(suite, suite.file ?? ''));
}

const totals: Totals = { passed: 0, failed: 0 };
const started = performance.now();
const secondsSince = (from: number) => Math.round((performance.now() - from) / 1000);
for (const suite of suites) {
  const suiteStarted = performance.now();
  const result = suite === 'e2e' ? e2e() : vitest(suite);
  // Each suite's time, so a slower run says which suite grew (CI's budget: decision 094).
  console.log(
    `[${suite}] ${result.passed} passed, ${result.failed} failed in ${secondsSince(suiteStarted)} s`,
  );
  totals.passed += result.passed;
  totals.failed += result.failed;
}
if (failures.length > 0) {
  console.log(`\nWhat failed (${failures.length}):\n${failures.join('\n')}`);
}
console.log(`${suites.join(', ')} took ${secondsSince(started)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
