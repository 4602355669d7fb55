import { defineConfig } from 'vitest/config';

// Without the React Router plugin: unit tests import modules directly.
export default defineConfig({
  test: { name: 'web', include: ['app/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'], environment: 'node' },
});
