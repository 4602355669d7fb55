import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config/env.ts';
import { createServer } from '../server.ts';
import { testDatabaseUrl } from './database-url.ts';

// The app exactly as `npm start` builds it (server.ts with the web host mounted: the built web app's
// static files and the pages' catch-all), over a web build made by hand so the API suite needs no
// `npm run build`. What the web host adds to the app (routes without schemas, hooks, a second static
// server) is what the suite's buildApp-only app never sees (issue 46: the OpenAPI document answered 500
// under `npm start` while every test passed).

/** A React Router server build with one page, written as the build writes `server/index.js`. */
const serverBuild = `
const page = '<!doctype html><html lang="fa" dir="rtl"><body>page</body></html>';
export const entry = {
  module: {
    default: (_request, status, headers) => {
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response(page, { status, headers });
    },
    apiTransportContext: {},
  },
};
export const routes = { root: { id: 'root', path: '', module: { default: () => null } } };
export const assets = {
  entry: { imports: [], module: '/entry.js' },
  routes: { root: { id: 'root', module: '/root.js', hasLoader: false } },
  url: '/manifest.js',
  version: '1',
};
export const publicPath = '/';
export const assetsBuildDirectory = 'build/client';
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
`;

/** `createServer(config, 'built')` on a fresh data folder; the test's database when DATABASE_URL is set. */
export async function servedApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const root = mkdtempSync(join(tmpdir(), 'shop-served-'));
  const build = join(root, 'build');
  mkdirSync(join(build, 'server'), { recursive: true });
  mkdirSync(join(build, 'client'), { recursive: true });
  writeFileSync(join(build, 'server', 'index.js'), serverBuild);
  writeFileSync(join(build, 'client', 'static-check.txt'), 'static\n');
  const config = loadConfig({
    DATA_DIR: join(root, 'data'),
    WEB_BUILD_DIR: build,
    DATABASE_URL: testDatabaseUrl() ?? '',
    SEED_ON_START: 'false',
    SWEEP_EVERY_SECONDS: '0',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...env,
  });
  const app = await createServer(config, 'built');
  await app.ready();
  return app;
}
