import { expect, test, type Page } from '@playwright/test';
import { ownedByReact } from '../support/react.ts';

// Landing pages, the missing shelf, and the shell around every page (issue 21; decision 064): the
// broken-connection banner, the data loader's retries and the apology page, at a phone's width.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

// One width, a phone's: the subject is what the pages and the shell say, not the layout (decision 094).
const viewport = { width: 390, height: 844 };
test.describe(`landings and the shell at ${viewport.width} px`, () => {
  test.use({ viewport });

  test('the Yalda landing draws its blocks in order, server-rendered, and its pictures lead on', async ({
    page,
  }) => {
    const answer = await page.goto('/landings/yalda');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveTitle(/جشنواره شب یلدا/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /شب یلدا/);
    expect(await jsonLdTypes(page)).toContain('BreadcrumbList');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'جشنواره شب یلدا' })).toBeVisible();
    // The media block's text, the shelves' titles, in the order staff put them.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['یلدا را با سبدینو بچینید', 'میوه و آجیل یلدایی', 'سبدهای آماده', 'شیرینی و شکلات'];
    const at = order.map((title) => headings.findIndex((text) => text.includes(title)));
    expect(
      at.every((index) => index >= 0),
      headings.join(' | '),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // A product shelf of real cards, and the bundle shelf naming the Yalda basket.
    const shelf = main.locator('section').filter({ hasText: 'میوه و آجیل یلدایی' });
    await expect(shelf.locator('article').first()).toBeVisible();
    await expect(main.getByRole('link', { name: /سبد شب یلدا/ }).first()).toBeVisible();
    // The slider's first picture opens the Yalda basket.
    const slide = main.getByRole('link', { name: 'بلندترین شب سال، کنار هم' });
    await ownedByReact(slide);
    await slide.click();
    await expect(page).toHaveURL(/\/bundles\/\d+\//);
  });

  test('an unknown landing is a real 404 with a way on', async ({ page }) => {
    const answer = await page.goto('/landings/no-such-campaign');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'این جشنواره پیدا نشد' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'دیدن پیشنهادهای امروز' }).click();
    await expect(page).toHaveURL(/special_sale=1/);
  });

  test('a listing of a shelf that does not exist says «قفسه {id} یافت نشد» with a 404', async ({ page }) => {
    for (const query of ['shelf=987654', 'special_shelf=987654']) {
      const answer = await page.goto(`/search?${query}`);
      expect(answer?.status(), query).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('قفسه ۹۸۷۶۵۴ یافت نشد');
    }
    await page.getByRole('link', { name: 'همهٔ محصولات' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('a broken connection shows the banner, and coming back says so and hides it', async ({
    page,
    context,
  }) => {
    await page.goto('/about-us');
    const contact = page.getByRole('link', { name: 'تماس با ما' }).first();
    // The footer's code arrives when it comes on screen (or at the first scroll or key): issue 22.
    await contact.scrollIntoViewIfNeeded();
    await ownedByReact(contact);
    const banner = page.getByText('اتصال اینترنت شما قطع است');
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'اتصال اینترنت شما قطع است' })).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(toast(page, 'اتصال برقرار شد.')).toBeVisible();
  });

  test('a page of products that got no answer is asked again by itself 8 s later', async ({ page }) => {
    test.setTimeout(60_000);
    const asked: number[] = [];
    await page.route(
      (url) => url.pathname === '/api/v1/search' && url.searchParams.get('page') === '2',
      async (route) => {
        asked.push(Date.now());
        if (asked.length === 1) await route.abort('internetdisconnected');
        else await route.continue();
      },
    );
    await page.goto('/search');
    const cards = page.locator('main article');
    const first = await cards.count();
    const more = page.getByRole('button', { name: 'نمایش محصولات بیشتر' });
    await ownedByReact(more);
    // Pressed without scrolling, so the grid's end (which loads by itself when seen) stays out of view.
    await more.dispatchEvent('click');
    // No error and no second press: the loader waits 8 s and asks again (the spec's first retry).
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(first);
    expect(asked).toHaveLength(2);
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(7_500);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a page that cannot be drawn shows the apology with a link home', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'درباره ما' });
    await link.scrollIntoViewIfNeeded();
    await ownedByReact(link);
    // The page's data never arrives: the route's own error page, in Persian, with a way home.
    await page.route('**/about-us.data*', (route) => route.abort('internetdisconnected'));
    await link.click();
    await expect(page.getByRole('heading', { name: 'متأسفیم، خطایی رخ داده است' })).toBeVisible();
    await page.unroute('**/about-us.data*');
    await page.getByRole('link', { name: 'بازگشت به صفحهٔ اصلی' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
