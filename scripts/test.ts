// `npm test`: every suite, then one line `N passed, N failed` summed over them all.
//   npm test                 unit (domain, web) + api + e2e
//   npm test -- api          only the named suites (unit, api, e2e)
// The API suite runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './chromium.ts';
import { ensureWebBuild } from './web-build.ts';

type Totals = { passed: number; failed: number };
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
  const stats = readJson(output)?.['stats'] as Record<string, number> | undefined;
  if (!stats) return { passed: 0, failed: 1 };
  const failed = (stats['unexpected'] ?? 0) + (status !== 0 && !stats['unexpected'] ? 1 : 0);
  return { passed: (stats['expected'] ?? 0) + (stats['flaky'] ?? 0), failed };
}

const totals: Totals = { passed: 0, failed: 0 };
for (const suite of suites) {
  const result = suite === 'e2e' ? e2e() : vitest(suite);
  console.log(`[${suite}] ${result.passed} passed, ${result.failed} failed`);
  totals.passed += result.passed;
  totals.failed += result.failed;
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
