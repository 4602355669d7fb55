import { beforeAll } from 'vitest';
import { getTestApp } from './app.ts';

// The worker's shared database (on PGlite: start, migrate, seed; several seconds on a busy machine)
// starts in a hook, under the hook timeout, rather than inside whichever test happens to ask first
// and then fails on the test timeout.
beforeAll(async () => {
  await getTestApp();
});
