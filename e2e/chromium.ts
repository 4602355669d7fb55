/**
 * Debian's Chromium and the flags it needs here (root, no GPU, a closed network): without the
 * background-networking flags it keeps trying to reach Google's hosts. Browsers are never downloaded.
 */
export const chromePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
