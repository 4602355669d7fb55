import { defineConfig } from 'vitest/config';

// One Vitest run covers the unit suites (domain, web, the tooling's own) and the API suite, each a project.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/web', 'apps/api', 'apps/api/vitest.orders.config.ts', 'scripts'],
  },
});
