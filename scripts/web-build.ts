import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const buildEntry = join(root, 'apps/web/build/server/index.js');
const sources = [
  'apps/web/app',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'packages/domain/src',
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

/** Builds the web app when its build is missing or older than any of its sources. */
export function ensureWebBuild(): void {
  const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
  if (sourcesAt <= builtAt) return;
  console.log(
    builtAt === 0 ? 'Building the web app…' : 'The web app changed since its last build; rebuilding…',
  );
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@shop/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed.');
}
