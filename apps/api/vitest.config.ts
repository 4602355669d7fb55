import { defineConfig } from 'vitest/config';

/**
 * API tests drive the real app over a real database: PGlite in memory by default, PostgreSQL when
 * DATABASE_URL is set. Files in one worker share one database (isolate: false) because PGlite
 * takes seconds to start; tests isolate themselves by the data they create.
 */
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Tests that write money and stock run in api-orders, on a catalogue of their own.
    exclude: [
      'src/modules/checkout/**',
      'src/modules/engagement/**',
      'src/**/*.writes.test.ts',
      'node_modules/**',
    ],
    isolate: false,
    pool: 'forks',
    maxWorkers: 2,
    // CI runs these suites beside the browser journeys on two cores (decision 094): a test's limit is
    // there to catch a hang, and tests that take 1-20 s alone (a shelf compared query by query, the
    // seeds) passed 30 s beside them with nothing wrong.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
