// The app under test: the production build on a fresh PGlite database in a temporary folder,
// seeded with the demo catalogue. A DATABASE_URL from the caller's shell is ignored on purpose.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
for (const name of ['DATABASE_URL', 'REDIS_URL']) delete process.env[name];
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env['E2E_PORT'] ?? '3100',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_PRODUCTS: '1500',
  // Background sweeps every few seconds, not every minute: the waitlist's journey waits for its turn.
  SWEEP_EVERY_SECONDS: '3',
  // The address the browser uses: the bank sends the payer back to it, with the session's cookie.
  PUBLIC_URL: `http://127.0.0.1:${process.env['E2E_PORT'] ?? '3100'}`,
});

// A live-chat provider of its own on the next port (LIVE_CHAT_SCRIPT_URL in playwright.config.ts):
// another origin, so the journeys prove the pages' policy lets exactly that origin's widget run. The
// widget only leaves a hidden mark, so it never covers what the journeys click.
const widget = `document.body.append(Object.assign(document.createElement('div'), { id: 'live-chat-e2e', hidden: true }));`;
createServer((request, response) => {
  const found = request.url === '/widget.js';
  response.writeHead(found ? 200 : 404, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
  response.end(found ? widget : '');
}).listen(Number(process.env['PORT']) + 1, '127.0.0.1');

await import('../apps/api/src/main.ts');
