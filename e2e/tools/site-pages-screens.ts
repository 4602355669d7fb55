// Screenshots of the shop's own pages (about us, terms, privacy, the FAQ, contact with its mistakes)
// at 390 px and 1366 px, for looking at (not a test). Needs a running server:
//   npx node e2e/tools/site-pages-screens.ts --base http://127.0.0.1:3412
// Written to e2e/screenshots/look-site-<page>-<width>.png.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';

const args = process.argv.slice(2);
const index = args.indexOf('--base');
const base = index === -1 ? 'http://127.0.0.1:3412' : (args[index + 1] ?? '');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });

for (const width of [390, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'fa-IR' });
  const shoot = async (name: string) => {
    await page.waitForTimeout(400);
    const file = join(import.meta.dirname, '../screenshots', `look-site-${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  };
  for (const path of ['about-us', 'terms', 'privacy', 'faqs']) {
    await page.goto(`${base}/${path}`);
    await shoot(path);
  }
  await page.goto(`${base}/contact-us`);
  await page.getByRole('button', { name: 'ارسال پیام' }).click();
  await shoot('contact-mistakes');
  await page.close();
}
await browser.close();
