import { join } from 'node:path';
import type { Page } from '@playwright/test';

const desktop = { width: 1366, height: 900 };

/**
 * A journey that runs at a phone's width only (decision 094) still leaves its screen photographed at
 * a desktop's too, for a person to look at: the window is widened for the picture and narrowed back.
 * Written to e2e/screenshots/<name>-<width>.png.
 */
export async function photograph(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const phone = page.viewportSize();
  if (!phone) throw new Error('the page has no viewport to photograph');
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: join(import.meta.dirname, '../screenshots', `${name}-${viewport.width}.png`),
      ...options,
    });
  }
  await page.setViewportSize(phone);
}
