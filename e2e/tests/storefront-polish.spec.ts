import { expect, test } from '@playwright/test';
import { findProduct } from '../support/catalogue.ts';
import { ownedByReact } from '../support/react.ts';

// What customers trying the storefront tripped over (issue 21): the phone's buy bar on a product page
// (the price and «افزودن به سبد» at hand once the purchase box has scrolled away; never on a desktop),
// and rows a mouse can move with arrows.

test('on a phone the buy bar comes while the price is out of sight, and adds to the basket', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await findProduct(request, (candidate) => candidate.max_count > 1);
  await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
  const bar = page.getByTestId('sticky-buy-bar');
  const pageButton = page.locator('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).first();
  await ownedByReact(pageButton);
  // While the page's own button is in sight there is no bar (decision 091: below the fold, there is).
  await pageButton.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAccessibleName('خرید این کالا');
  // The sticky notice, in the same place, steps aside while the bar shows.
  await expect(page.locator('[data-sticky-notice]')).toBeHidden();
  await bar.getByRole('button', { name: 'افزودن به سبد' }).click();
  await expect(bar.getByRole('group').locator('output')).toHaveText('۱');
  // Back at the purchase box the bar goes, and the page's own stepper shows the same count.
  await page
    .locator('main')
    .getByRole('group')
    .first()
    .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(bar).toHaveCount(0);
  await expect(page.locator('main').getByRole('group').first().locator('output')).toHaveText('۱');
});

test('on a desktop there is no buy bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const product = await findProduct(request, (candidate) => candidate.max_count > 1);
  await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
  await ownedByReact(
    page.locator('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).first(),
  );
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await expect(page.getByTestId('sticky-buy-bar')).toBeHidden();
});

test('on a desktop a shelf moves with its arrows, and a phone has none', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/landings/yalda');
  const shelf = page.locator('main section').filter({ hasText: 'میوه و آجیل یلدایی' });
  const row = shelf.locator('ul.shelf-row');
  const next = shelf.getByRole('button', { name: 'بعدی' });
  await ownedByReact(next);
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
  await next.click();
  // Right to left: the row's later cards are to the left, so it scrolls to a negative offset.
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeLessThan(-100);
  await page.waitForTimeout(600);
  const moved = await row.evaluate((element) => element.scrollLeft);
  await shelf.getByRole('button', { name: 'قبلی' }).click();
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(moved + 100);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(next).toBeHidden();
});
