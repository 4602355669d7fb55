import { defineConfig } from 'vitest/config';

/**
 * The API tests that write money and stock (the checkout's orders, races and cancellations), on a
 * database of their own: they make products, sell them out and race for them, and every other API
 * test file reads the shared catalogue as the seed made it (on PostgreSQL all of them share one
 * database). Same app, same fixture; TEST_DATABASE picks `<DATABASE_URL's name>_orders`.
 */
export default defineConfig({
  test: {
    name: 'api-orders',
    // The engagement module's tests make products and bring their stock back (the waitlist).
    // `*.writes.test.ts` anywhere: tests that change the catalogue others read (the search index's).
    include: [
      'src/modules/checkout/**/*.test.ts',
      'src/modules/engagement/**/*.test.ts',
      'src/**/*.writes.test.ts',
    ],
    isolate: false,
    pool: 'forks',
    maxWorkers: 1,
    // CI runs these suites beside the browser journeys on two cores (decision 094): a test's limit is
    // there to catch a hang, and tests that take 1-20 s alone (a shelf compared query by query, the
    // seeds) passed 30 s beside them with nothing wrong.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    env: { TEST_DATABASE: 'orders' },
    globalSetup: ['src/test/global-setup-orders.ts'],
    setupFiles: ['src/test/setup.ts'],
    // After the shared api project: projects with different worker counts run in separate groups.
    sequence: { groupOrder: 1 },
  },
});
