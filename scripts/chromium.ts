import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/**
 * Browser tests use Debian's Chromium; browsers are never downloaded. When it is missing and
 * we are root (CI, a fresh machine), install it; otherwise stop with the exact command to run.
 */
export function ensureChromium(): void {
  if (existsSync(chromePath)) return;
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${chromePath}. Install it with:\n  sudo sh -c '${install}'\nor set CHROME_PATH.`,
    );
  }
  console.log(`Chromium is missing at ${chromePath}; installing Debian's package…`);
  const result = spawnSync('sh', ['-c', install], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(chromePath))
    throw new Error(`Could not install Chromium; run: ${install}`);
}
