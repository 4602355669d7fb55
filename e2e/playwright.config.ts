import { defineConfig } from '@playwright/test';
import { chromePath, chromiumArgs } from './chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the built app, started
 * by e2e/server.ts on a fresh PGlite database with the demo catalogue.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A journey's whole time; what it waits for on a page keeps `expect`'s 10 s. In CI the journeys run
  // beside the checks and the Vitest suites (decision 094), and on a loaded 2-core machine journeys of
  // 8-19 s alone have passed 30 s: 60 s leaves them room without hiding a page that never comes.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node server.ts',
    url: `${baseURL}/readyz`,
    // Generous: on a two-core machine under load the build's first start has taken over three minutes.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Sign-in journeys read their one-time codes from GET /api/v1/dev/sms-outbox (SMS_OUTBOX_ROUTE),
    // which the API serves only while no real SMS provider is set and the address is not public https.
    // Staff calls (a product's stock) are made signed in as the demo owner (support/staff.ts).
    // The reviews' journeys approve a comment with PUT /api/v1/dev/comments/{id} (DEV_REVIEWS_ROUTE).
    // The checkout's journeys credit wallets with POST /api/v1/dev/wallet (DEV_ADMIN_ROUTES). The
    // helper that makes customers says it comes from an address of its own (X-Forwarded-For, trusted
    // from loopback only): more customers are made than one address may register in ten minutes.
    env: {
      E2E_PORT: String(port),
      SMS_OUTBOX_ROUTE: '1',
      DEV_ADMIN_ROUTES: '1',
      DEV_REVIEWS_ROUTE: '1',
      TRUST_PROXY: 'loopback',
      // Every answer is also written by zod and must match its compiled writer (a contract check).
      CHECK_RESPONSES: '1',
      // The address map's tiles: a host the journeys answer themselves (support/checkout.ts).
      MAP_TILES_URL: 'http://tiles.e2e.test/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© نقشهٔ آزمایشی',
      // The live-chat widget: e2e/server.ts serves one from the next port (support/live-chat.ts).
      LIVE_CHAT_SCRIPT_URL: `http://127.0.0.1:${port + 1}/widget.js`,
    },
  },
});
