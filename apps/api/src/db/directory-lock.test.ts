import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirectoryInUse } from './directory-lock.ts';

// One process per embedded data directory (issue 16): a second `npm start` on the same DATA_DIR used
// to start and silently lose writes. These open the real PGlite store.

const freshDirectory = () => join(mkdtempSync(join(tmpdir(), 'shop-lock-')), 'pglite');

/** A real child process that opens the store and then waits; resolves once it holds it. */
function childHolding(dataDir: string) {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(new URL('./client.ts', import.meta.url).pathname)});
    await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
    console.log('ready');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the child exited early (${code})`)));
  });
  return { child, ready };
}

describe('the embedded data directory', () => {
  it('refuses a second opening while the first holds it, and opens again after a clean close', async () => {
    const dataDir = freshDirectory();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirectoryInUse);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
    await first.close();
    const second = await openDatabase({ dataDir });
    await second.close();
  }, 120_000);

  it('is refused while another process holds it, and free at once after that process is killed -9', async () => {
    const dataDir = freshDirectory();
    const { child, ready } = childHolding(dataDir);
    await ready;
    await expect(openDatabase({ dataDir })).rejects.toThrow(new RegExp(`in use by process ${child.pid}`));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const after = await openDatabase({ dataDir });
    await after.ping();
    await after.close();
  }, 120_000);
});
