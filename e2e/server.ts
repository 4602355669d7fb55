// The app under test: the production build on a fresh PGlite database in a temporary folder,
// seeded with the demo catalogue. A DATABASE_URL from the caller's shell is ignored on purpose.
import { mkdtempSync } from 'node:fs';
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
  // The address the browser uses: the bank sends the payer back to it, with the session's cookie.
  PUBLIC_URL: `http://127.0.0.1:${process.env['E2E_PORT'] ?? '3100'}`,
});
await import('../apps/api/src/main.ts');
