import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiData } from '../support/catalogue.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import { ownedByReact } from '../support/react.ts';

// Decision 071: a signed-in customer's category page comes from the same copy as every customer's,
// drawn without their session; the browser then asks who is signed in and fills in the header's name,
// the phone's profile link and the basket's badge.

type Category = { id: number; slug: string; children?: Category[] };

async function categoryPath(page: Page): Promise<string> {
  const tree = await apiData<Category[]>(page.request, '/categories');
  const category = tree[0]!;
  return `/search/categories/${category.id}/${encodeURIComponent(category.slug)}/`;
}

/** A new customer signed in on `page` with two of one product in their basket. */
async function signedInWithTwo(page: Page, mobile: string, firstName: string): Promise<void> {
  const customer = { mobile, password: 'secret-pass-1', firstName, lastName: 'شریفی' };
  await createCustomer(page.context().request, customer);
  await signInBrowser(page, customer);
  const products = await apiData<{ id: number; available: boolean; max_count: number }[]>(
    page.request,
    '/categories/1/products',
  );
  const product = products.find((card) => card.available && card.max_count >= 2)!;
  const added = await page.request.post(`/api/v1/cart/${product.id}`, {
    headers: { 'x-shop-csrf': '1' },
    data: { type: 1, count: 2, add: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** A right-to-left mistake usually shows as a page wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('a signed-in customer on a category page', () => {
  test('sees their name, their basket’s badge and their menu once the page has asked', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signedInWithTwo(page, '09390710001', 'فرناز');
    const path = await categoryPath(page);
    // Another customer's visit keeps the page first: this one is then served the same copy.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signedInWithTwo(otherPage, '09390710003', 'بهرام');
    await otherPage.goto(path);
    await expect(otherPage.getByRole('banner').getByRole('button', { name: 'بهرام' })).toBeVisible();
    await other.close();

    const profileAsked = page.waitForResponse((response) => response.url().endsWith('/api/v1/profile'));
    const response = await page.goto(path);
    expect(response?.headers()['x-cache']).toBe('hit');
    const html = await response?.text();
    expect(html).not.toContain('فرناز');
    expect(html).not.toContain('بهرام');
    expect((await profileAsked).status()).toBe(200);

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'فرناز' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'ورود | ثبت‌نام' })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'سبد خرید، ۲ کالا' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: join(import.meta.dirname, '../screenshots', 'signed-in-category-1366.png'),
    });

    // The menu is the customer's own.
    const menu = banner.getByRole('button', { name: 'فرناز' });
    await ownedByReact(menu);
    await menu.click();
    await expect(page.getByRole('button', { name: 'خروج از حساب کاربری' })).toBeVisible();
  });

  test('on a phone: the profile link at once, the badge when the basket is known', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInWithTwo(page, '09390710002', 'کاوه');
    const scripts: Promise<{ url: string; text: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    await page.goto(await categoryPath(page));
    const bar = page.getByRole('navigation').filter({ hasText: 'خانه' });
    await expect(bar.getByRole('link', { name: 'پروفایل' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('banner').getByRole('link', { name: 'سبد خرید، ۲ کالا' })).toBeVisible();
    // Issue 22: the badge's basket is read without TanStack Query (~10 KB), so a customer's first
    // scripts weigh what a guest's do. `queryHash` is a property of its every query, kept by the minifier.
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(3);
    const withQuery = (await Promise.all(scripts)).filter(({ text }) => text.includes('queryHash'));
    expect(withQuery.map(({ url }) => url)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: join(import.meta.dirname, '../screenshots', 'signed-in-category-390.png'),
    });
  });

  test('whose session has ended sees a guest’s header, and the cookie is gone', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await context.addCookies([{ name: 'sid', value: 'ended-long-ago', url: baseURL! }]);
    await page.goto(await categoryPath(page));
    await expect(page.getByRole('banner').getByRole('link', { name: 'ورود | ثبت‌نام' })).toBeVisible();
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'sid'))
      .toBe(false);
  });
});
