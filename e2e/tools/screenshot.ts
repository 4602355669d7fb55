// Screenshots of running pages at the two widths every screen is checked at (390 px and 1366 px):
//   npx node e2e/tools/screenshot.ts [--base http://localhost:3000] [--full] /path/one /path/two
// Written to e2e/screenshots/look-<name>-<width>.png. Not a test: a tool for looking.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';

const args = process.argv.slice(2);
const take = (flag: string) => {
  const index = args.indexOf(flag);
  return index === -1 ? undefined : args.splice(index, 2)[1];
};
const base = take('--base') ?? 'http://localhost:3000';
const full = args.includes('--full');
const paths = args.filter((arg) => arg !== '--full');
const browser = await chromium.launch({
  executablePath: chromePath,
  args: chromiumArgs,
});
for (const width of [390, 1366]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'fa-IR',
  });
  for (const path of paths.length > 0 ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = path.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home';
    const file = join(import.meta.dirname, '../screenshots', `look-${name}-${width}.png`);
    if (full) {
      // Walk down the page so lazy images load before the full-page picture is taken.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      // A browser draws content-visibility: auto parts only near its window, and a full-page picture
      // is taken from the top: draw everything, as a visitor scrolling down would see it.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    }
    await page.screenshot({ path: file, fullPage: full });
    console.log(file);
    if (full) {
      // Also in slices a screen and a half tall, which are easier to read than one long strip.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const slice = Math.round((width < 800 ? 844 : 900) * 1.5);
      for (let top = 0, index = 1; top < height; top += slice, index += 1) {
        const part = file.replace(/\.png$/, `-part${index}.png`);
        await page.screenshot({
          path: part,
          fullPage: true,
          clip: { x: 0, y: top, width, height: Math.min(slice, height - top) },
        });
      }
    }
  }
  await page.close();
}
await browser.close();
