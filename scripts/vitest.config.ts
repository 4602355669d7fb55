import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling (the lint fences); part of the unit suite. */
export default defineConfig({
  test: { name: 'tooling', include: ['lint/**/*.test.ts'], testTimeout: 60_000 },
});
