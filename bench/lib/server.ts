import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Node flags for the server under test alone (BENCH_NODE_FLAGS), e.g. to profile it. */
export function benchNodeFlags(): string[] {
  return process.env['BENCH_NODE_FLAGS']?.split(' ').filter(Boolean) ?? [];
}

/**
 * Starts bench/server.ts in its own process (its own core) and waits until it is ready.
 * BENCH_NODE_FLAGS adds Node flags to that process alone, e.g. to profile the server under the load:
 * BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (NODE_OPTIONS refuses --cpu-prof).
 */
export async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const port = env['PORT'] ?? '3900';
  const child: ChildProcess = spawn(process.execPath, [...benchNodeFlags(), 'bench/server.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_ON_START: 'false', ...env, PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Seeds a catalogue of `products` into the given database unless it already has one. */
export async function seedOnce(env: Record<string, string>, products: number): Promise<void> {
  const child = spawn(process.execPath, ['apps/api/src/seed/cli.ts', '--no-images'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, SEED_PRODUCTS: String(products) },
    stdio: 'inherit',
  });
  const code: number = await new Promise((done) => child.once('exit', (exitCode) => done(exitCode ?? 1)));
  if (code !== 0) throw new Error(`seeding failed with ${code}`);
}
