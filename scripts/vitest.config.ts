import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling (the lint fences, which built files are compressed); part of the unit suite. */
export default defineConfig({
  test: { name: 'tooling', include: ['lint/**/*.test.ts', '*.test.ts'], testTimeout: 60_000 },
});
