// The JavaScript a page loads first, counted the same way for a shop page and for an empty page of
// the stack (bench/floor-app): each script file compressed as the server sends it (brotli, quality 11,
// as scripts/compress-assets.ts writes it, or as it is when that does not pay), without HTTP headers.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sentBodyBytes } from '../../scripts/asset-compression.ts';

const root = resolve(import.meta.dirname, '../..');
const floorApp = join(root, 'bench/floor-app');
/** Where the floor app's browser build goes (its react-router.config.ts). */
export const floorClient = join(root, 'bench/.work/floor-app/client');

/** Bytes the server sends for one built file (compressed unless that does not pay: asset-compression.ts). */
export function sentBytes(path: string): number {
  return sentBodyBytes(readFileSync(path));
}

/** Sum of sentBytes over the scripts a page asked for (their URL paths under the client build). */
export function scriptBytes(clientDir: string, urlPaths: string[]): number {
  return [...new Set(urlPaths)].reduce((sum, path) => sum + sentBytes(join(clientDir, path)), 0);
}

interface ManifestEntry {
  module: string;
  imports?: string[];
}

/**
 * Builds the empty page of the stack and returns the bytes of the scripts its page loads first:
 * React Router's entry, the root and index route modules, and every chunk they import.
 */
export function floorBytes(): number {
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: floorApp, stdio: 'ignore' });
  if (result.status !== 0) throw new Error('The floor app did not build.');
  const assets = join(floorClient, 'assets');
  const manifestFile = readdirSync(assets).find((name) => /^manifest-\w+\.js$/.test(name));
  if (!manifestFile) throw new Error('The floor app has no route manifest.');
  const text = readFileSync(join(assets, manifestFile), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
    entry: ManifestEntry;
    routes: Record<string, ManifestEntry>;
  };
  const modules = [manifest.entry, ...Object.values(manifest.routes)].flatMap((entry) => [
    entry.module,
    ...(entry.imports ?? []),
  ]);
  return scriptBytes(floorClient, modules);
}
