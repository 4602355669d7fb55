import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findProduct } from '../support/catalogue.ts';
import { ownedByReact } from '../support/react.ts';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'جستجو' });
const options = (page: Page) => page.getByRole('option');

test.describe('header search with suggestions', () => {
  test('typing suggests brands, categories and products, and a product suggestion opens its page', async ({
    page,
  }) => {
    await page.goto('/');
    await searchBox(page).fill('ماست');
    const product = options(page)
      .filter({ has: page.locator('img') })
      .filter({ hasText: 'ماست' })
      .first();
    await expect(product).toBeVisible();
    // The label (the name, cut at 50 characters), not the line under it (brand، pack size).
    const suggested = (await product.locator('span.line-clamp-2').first().innerText()).replace(/\.\.\.$/, '');
    expect(await options(page).count()).toBeLessThanOrEqual(3 + 3 + 11 + 1);
    await product.click();
    await expect(page).toHaveURL(/\/products\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(suggested.slice(0, 20));
  });

  test('arrow keys and Enter choose a suggestion; Escape closes the list', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.fill('پنیر');
    await expect(options(page).first()).toBeVisible();
    await box.press('Escape');
    await expect(options(page)).toHaveCount(0);
    // A search field's Escape also empties it (the browser's own behaviour): type again.
    await box.fill('پنیر');
    await expect(options(page).first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).not.toHaveURL(/\/$/);
  });

  test('one character asks for nothing; Enter searches the whole catalogue', async ({ page }) => {
    await page.goto('/');
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/search/suggest')) asked += 1;
    });
    await searchBox(page).fill('م');
    await page.waitForTimeout(900);
    expect(asked).toBe(0);
    await searchBox(page).fill('شیر');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('suggestions that fail to load say so, and searching still works', async ({ page }) => {
    await page.route('**/api/v1/search/suggest**', (route) => route.abort());
    await page.goto('/');
    await searchBox(page).fill('ماست');
    await expect(page.getByText('پیشنهادها بارگیری نشد؛ برای دیدن نتایج، جستجو را بزنید.')).toBeVisible();
    await expect(options(page)).toHaveCount(1);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
  });

  test('a term typed on an English keyboard layout is understood', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('sdv');
    await expect(page.getByText('نتایج «سیر» به جای «sdv»')).toBeVisible();
    // Searched, the box holds the words the results are for, and empties off the search page.
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sdv/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('سیر');
    await expect(searchBox(page)).toHaveValue('سیر');
    await page.goto('/search?q=%D9%85%D8%A7%D8%B3%D8%AA');
    await expect(searchBox(page)).toHaveValue('ماست');
    await page.goto('/brands');
    await expect(searchBox(page)).toHaveValue('');
  });

  // Issue 46 item 15: on a phone the bars fixed at the foot (the sticky notice, /cart's total, a product
  // page's buy bar, the bottom bar) covered the end of the list. A 390 × 664 screen is an iPhone's
  // window under Safari's bars; the on-screen keyboard makes it shorter still.
  test('on a phone the last suggestion ends above every bar at the foot and can be tapped', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 664 });
    const product = await findProduct(request, (candidate) => candidate.max_count > 1);
    await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
    const add = page.locator('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).first();
    await ownedByReact(add);
    await add.click();
    await expect(page.getByRole('banner').getByRole('link', { name: /^سبد خرید/ })).toContainText('۱');
    for (const path of ['/cart', '/']) {
      await page.goto(path);
      // The sticky notice comes on the visitor's first move.
      await page.mouse.wheel(0, 1);
      if (path === '/') await expect(page.getByRole('complementary', { name: 'اطلاعیه' })).toBeVisible();
      else await expect(page.getByTestId('phone-action-bar')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await searchBox(page).click();
      await searchBox(page).fill('شیر');
      const last = options(page).last();
      await expect(last).toHaveText(/جستجوی/);
      await expect(options(page)).not.toHaveCount(1);
      await last.scrollIntoViewIfNeeded();
      const box = (await last.boundingBox())!;
      // Every bar fixed to the foot that is still drawn starts below the list's last option.
      const barTops = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => {
            const style = getComputedStyle(element);
            const rect = element.getBoundingClientRect();
            return (
              style.position === 'fixed' &&
              style.visibility !== 'hidden' &&
              style.display !== 'none' &&
              rect.height > 0 &&
              rect.bottom >= window.innerHeight - 80
            );
          })
          .map((element) => element.getBoundingClientRect().top),
      );
      for (const top of barTops) expect(box.y + box.height, path).toBeLessThanOrEqual(top);
      // And a tap there lands on the option itself.
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role=option]')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height - 4],
      );
      expect(hit, path).toContain('جستجوی');
      await page.screenshot({
        path: join(
          import.meta.dirname,
          '../screenshots',
          `search-suggest-foot-${path === '/' ? 'home' : 'cart'}-390.png`,
        ),
      });
      await last.click();
      await expect(page).toHaveURL(/\/search\?q=/);
    }
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`the suggestion list fits at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await searchBox(page).fill('شیر');
      await expect(
        options(page)
          .filter({ has: page.locator('img') })
          .first(),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: join(import.meta.dirname, '../screenshots', `search-suggest-${viewport.width}.png`),
      });
    });
  }
});
