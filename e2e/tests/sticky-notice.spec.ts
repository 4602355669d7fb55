import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// The spec's sticky notification banner (storefront.md §2, checkout-and-account.md §2): the shop's
// latest notice in a bar over the foot of the page, closed for good by the customer, hidden on the
// login, register and checkout pages.

test.describe('sticky notice', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 800 },
  ]) {
    test(`shows the latest notice at ${viewport.width} px, leads to its link, and stays closed once closed`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const latest = (await (await request.get('/api/v1/home/banners/latest')).json()) as {
        data: { id: number; name: string; link: string };
      };
      const visits: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/home/banners/') && sent.method() !== 'GET') {
          visits.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
        }
      });
      await page.goto('/');
      const notice = page.getByRole('complementary', { name: 'اطلاعیه' });
      // Nothing until the visitor first moves: start-up never pays for it.
      await page.waitForTimeout(2500);
      await expect(notice).toHaveCount(0);
      await page.mouse.wheel(0, 1);
      await expect(notice).toContainText(latest.data.name);
      // Clear of the phone's bottom bar.
      if (viewport.width < 1024) {
        const bar = await page.getByRole('navigation').last().boundingBox();
        const box = await notice.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(bar!.y + 1);
      }
      await page.screenshot({
        path: join(import.meta.dirname, '../screenshots', `notice-${viewport.width}.png`),
      });
      await notice.getByRole('link').click();
      await expect(page).toHaveURL(latest.data.link);
      // Still there on the next page, until it is closed.
      await notice.getByRole('button', { name: 'بستن اطلاعیه' }).click();
      await expect(notice).toHaveCount(0);
      // The spec's "PUT home banner by id (marks seen)".
      await expect.poll(() => visits).toEqual([`PUT /api/v1/home/banners/${latest.data.id}`]);
      await page.goto('/');
      await page.mouse.wheel(0, 1);
      await page.waitForTimeout(2500);
      await expect(notice).toHaveCount(0);
    });
  }

  test('is not shown on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.mouse.wheel(0, 1);
    await page.waitForTimeout(2500);
    await expect(page.getByRole('complementary', { name: 'اطلاعیه' })).toHaveCount(0);
  });
});
