import { expect, test } from '@playwright/test';
import { findProduct } from '../support/catalogue.ts';
import { ownedByReact } from '../support/react.ts';

// Issue 46: an empty listing is no dead end (item 13), and an add to the basket is confirmed by a
// short toast with «مشاهده سبد» that covers neither the header nor the phone's bottom bar (item 11).

test.use({ viewport: { width: 390, height: 844 } });

test('a search that finds nothing offers the main categories and the best sellers, not the bars', async ({
  page,
}) => {
  await page.goto(`/search?q=${encodeURIComponent('ژژژقققژژژ')}`);
  await expect(page.getByRole('status').filter({ hasText: 'چیزی یافت نشد' })).toBeVisible();
  // Nothing to sort or narrow: the sort bar and the filters button are not offered.
  await expect(page.getByRole('navigation', { name: 'مرتب‌سازی:' })).toHaveCount(0);
  const categories = page.getByRole('region', { name: 'دسته‌بندی‌های فروشگاه' });
  await expect(categories.getByRole('link').first()).toBeVisible();
  const popular = page.getByRole('region', { name: 'پرفروش‌ترین‌ها' });
  await expect(popular.getByRole('listitem').first()).toBeVisible();
  // A way out leads somewhere with products.
  await categories.getByRole('link').first().click();
  await expect(page).not.toHaveURL(/ژژژ/);
  await expect(page.locator('main').getByRole('link').first()).toBeVisible();
});

test('filters that empty a search are taken off in one tap', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent('شیر')}&min=900000000`);
  await expect(
    page.getByRole('status').filter({ hasText: 'با فیلتر انتخاب‌شده چیزی یافت نشد' }),
  ).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'حذف همه فیلترها' }).last().click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page).not.toHaveURL(/min=/);
  await expect(page.getByRole('status').filter({ hasText: 'چیزی یافت نشد' })).toHaveCount(0);
});

test('adding to the basket says so at the foot of the screen, with a way to the basket', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (candidate) => candidate.max_count > 1);
  await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
  const add = page.locator('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).first();
  await ownedByReact(add);
  await add.click();
  const toast = page.getByRole('region', { name: /پیام‌های انجام کار/ }).getByRole('listitem');
  await expect(toast).toContainText(`${product.name} به سبد خرید اضافه شد`);
  const link = toast.getByRole('link', { name: 'مشاهده سبد' });
  await expect(link).toBeInViewport();
  // Clear of the bottom bar, and of the header the spec's top toasts would cover.
  const toastBox = (await toast.boundingBox())!;
  const bar = (await page.locator('nav.fixed.bottom-0').boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bar.y);
  expect(toastBox.y).toBeGreaterThan(844 / 2);
  const linkBox = (await link.boundingBox())!;
  expect(linkBox.height).toBeGreaterThanOrEqual(44);
  await link.click();
  await expect(page).toHaveURL(/\/cart$/);
});
