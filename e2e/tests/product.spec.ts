import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCustomer, signInBrowser } from '../support/identity.ts';

type ProductCard = { id: number; name: string; slug: string; available: boolean };
type ProductDetail = ProductCard & {
  image: string;
  gallery: string[];
  note: string | null;
  share_link: string;
  brand: { name: string };
};

const productPath = (product: { id: number; slug: string }) =>
  `/products/${product.id}/${encodeURIComponent(product.slug)}`;

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** An available product with several pictures and similar products: every part of the page shows. */
async function fullProduct(request: APIRequestContext): Promise<ProductDetail> {
  for (const card of await apiData<ProductCard[]>(request, '/products?page=1')) {
    const product = await apiData<ProductDetail>(request, `/products/${card.id}`);
    const similars = await apiData<ProductCard[]>(request, `/products/${card.id}/similars`);
    if (product.available && new Set([product.image, ...product.gallery]).size > 2 && similars.length > 0)
      return product;
  }
  throw new Error('The demo catalogue has no product with a gallery and similar products.');
}

/** Clicks before hydration would be plain link follows; wait until React owns the page. */
async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')),
  );
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('product page', () => {
  test('is server-rendered with its name in an h1 and Product JSON-LD priced in rials', async ({
    request,
  }) => {
    const product = await fullProduct(request);
    const response = await request.get(productPath(product));
    expect(response.status()).toBe(200);
    const html = await response.text();
    const escaped = product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(html).toMatch(new RegExp(`<h1[^>]*><bdi dir="rtl">${escaped}</bdi></h1>`));
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? 'null') as { '@type': string; offers?: { priceCurrency: string } },
    );
    const productLd = jsonLd.find((data) => data['@type'] === 'Product');
    expect(productLd?.offers?.priceCurrency).toBe('IRR');
    expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="`);
  });

  test('a missing or stale slug moves permanently to the canonical address', async ({ request }) => {
    const product = await fullProduct(request);
    for (const path of [`/products/${product.id}`, `/products/${product.id}/old-name`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(productPath(product));
    }
  });

  test('thumbnails switch the main image', async ({ page, request }) => {
    const product = await fullProduct(request);
    await page.goto(productPath(product));
    await hydrated(page);
    const gallery = page.getByRole('region', { name: 'تصاویر محصول' });
    const main = gallery.locator('> img');
    await expect(main).toHaveAttribute('src', product.image);
    const second = [...new Set([product.image, ...product.gallery])][1]!;
    await gallery.getByRole('button', { name: 'نمایش تصویر ۲' }).click();
    await expect(main).toHaveAttribute('src', second);
    await expect(gallery.getByRole('button', { name: 'نمایش تصویر ۲' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('opens on similar products, and the other tabs switch', async ({ page, request }) => {
    const product = await fullProduct(request);
    await page.goto(productPath(product));
    await hydrated(page);
    await expect(page.getByRole('tab', { name: 'محصولات مشابه' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('list', { name: 'محصولات مشابه' }).getByRole('article').first(),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'توضیحات' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(product.name);
    await expect(page.getByRole('list', { name: 'محصولات مشابه' })).toBeHidden();
    await page.getByRole('tab', { name: 'دیدگاه کاربران' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('هنوز دیدگاهی ثبت نشده است.');
  });

  test('the tabs follow the arrow keys, right to left, and keep the focus', async ({ page, request }) => {
    const product = await fullProduct(request);
    await page.goto(productPath(product));
    await hydrated(page);
    const similar = page.getByRole('tab', { name: 'محصولات مشابه' });
    const description = page.getByRole('tab', { name: 'توضیحات' });
    await similar.scrollIntoViewIfNeeded();
    // The strip drawn on the server switches on a tap only; Radix's, fetched once the tabs are seen,
    // brings the arrow keys and marks the unselected tabs out of the Tab order (roving focus).
    await expect(description).toHaveAttribute('tabindex', '-1');
    await similar.focus();
    // In a right-to-left strip the next tab is on the left; the last one wraps to the first.
    await page.keyboard.press('ArrowLeft');
    await expect(description).toBeFocused();
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(product.name);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'دیدگاه کاربران' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('هنوز دیدگاهی ثبت نشده است.');
  });

  test('a similar product opens in the page, starting again from its first picture', async ({
    page,
    request,
  }) => {
    const product = await fullProduct(request);
    const [similar] = await apiData<ProductCard[]>(request, `/products/${product.id}/similars`);
    await page.goto(productPath(product));
    await hydrated(page);
    await page
      .getByRole('region', { name: 'تصاویر محصول' })
      .getByRole('button', { name: 'نمایش تصویر ۲' })
      .click();
    await page
      .getByRole('list', { name: 'محصولات مشابه' })
      .getByRole('link', { name: similar!.name })
      .first()
      .click();
    await expect(page).toHaveURL(productPath(similar!));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(similar!.name);
    await expect(page.getByRole('button', { name: 'نمایش تصویر ۱' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the share dialog copies the link and says so in Persian', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const product = await fullProduct(request);
    await page.goto(productPath(product));
    await hydrated(page);
    await page.getByRole('button', { name: 'اشتراک‌گذاری' }).click();
    const dialog = page.getByRole('dialog', { name: 'اشتراک‌گذاری' });
    await dialog.getByRole('button', { name: 'کپی لینک' }).click();
    await expect(dialog.getByRole('status')).toHaveText('کپی شد');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(product.share_link);
    await expect(dialog.getByRole('link', { name: 'واتس‌اپ' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(dialog.getByRole('link', { name: 'تلگرام' })).toHaveAttribute(
      'href',
      `https://t.me/share/url?url=${encodeURIComponent(product.share_link)}&text=${encodeURIComponent(product.name)}`,
    );
  });

  test("a signed-in customer's share dialog also offers their referral code", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = { mobile: '09120001301', password: 'share-it-1', firstName: 'نگار', lastName: 'امینی' };
    await createCustomer(request, customer);
    await signInBrowser(page, customer);
    const profile = await page.request.get('/api/v1/profile');
    const code = ((await profile.json()) as { data: { introduce_code: string } }).data.introduce_code;
    const product = await fullProduct(request);
    await page.goto(productPath(product));
    await hydrated(page);
    await page.getByRole('button', { name: 'اشتراک‌گذاری' }).click();
    const dialog = page.getByRole('dialog', { name: 'اشتراک‌گذاری' });
    await expect(dialog.getByText('کد معرف شما')).toBeVisible();
    await expect(dialog.getByText(code, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'کپی کد معرف' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('a missing product says so in Persian with a 404 status', async ({ page }) => {
    const response = await page.goto('/products/99999999/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('چنین محصولی دیگر وجود ندارد');
    expect((await page.request.get('/product/99999999')).status()).toBe(404);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`looks right at ${viewport.width} px`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const product = await fullProduct(request);
      await page.goto(productPath(product));
      await page.waitForLoadState('networkidle');
      await noSidewaysScroll(page);
      await page.screenshot({
        path: join(import.meta.dirname, '../screenshots', `product-${viewport.width}.png`),
        fullPage: true,
      });
    });
  }
});

test.describe('product quick view', () => {
  /** Opens the quick view of a card further down the page; returns the dialog and the scroll before it. */
  async function openFromCard(page: Page) {
    // Shelves draw their remaining cards on the visitor's first move: move first, so that the tenth
    // card is the same card before and after the scroll below.
    await page.mouse.wheel(0, 1);
    const shelf = page.locator('main ul.shelf-row').first();
    if ((await shelf.count()) > 0)
      await expect.poll(() => shelf.locator(':scope > li').count()).toBeGreaterThan(7);
    const card = page
      .locator('main article')
      .filter({ has: page.locator('h3') })
      .nth(9);
    const name = (await card.locator('h3').innerText()).trim();
    await card.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    await card.hover();
    await card.getByRole('link', { name: `نمایش سریع ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    return { dialog, scrollY };
  }

  for (const [close, how] of [
    ['Escape', async (page: Page) => page.keyboard.press('Escape')],
    ['the close button', async (page: Page) => page.getByRole('button', { name: 'بستن' }).click()],
    ['Back', async (page: Page) => void (await page.goBack())],
  ] as const) {
    test(`opens from a card over the home page, and ${close} returns to the same page`, async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const { dialog, scrollY } = await openFromCard(page);
      // The modal opens from the click; the masked address follows when the router commits it.
      await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/product\/\d+$/);
      await expect(dialog.getByRole('link', { name: 'مشاهده جزئیات محصول' })).toHaveAttribute(
        'href',
        /^\/products\/\d+\//,
      );
      await how(page);
      await expect(dialog).toBeHidden();
      // The modal hides at once; the step back to the page's address lands a moment later.
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('heading', { name: 'پیشنهاد شگفت‌انگیز' })).toBeAttached();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    });
  }

  test('Escape pressed before the router has committed the quick view still closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // A first quick view loads the dialog's chunk, so that the next one mounts within its click.
    await openFromCard(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Click and Escape in one task of the page: the router commits a navigation in a transition (a
    // later task), so the Escape lands while the modal is open from the click alone. Only the
    // microtasks that mount the modal run in between. While the step back of the previous close is
    // still being committed, a click opens the modal only once its own navigation commits; then it is
    // closed the usual way and tried again.
    let mountedBeforeEscape = false;
    for (let attempt = 0; attempt < 5 && !mountedBeforeEscape; attempt++) {
      await page.waitForFunction(
        () =>
          (window as unknown as { __reactRouterDataRouter: { state: { navigation: { state: string } } } })
            .__reactRouterDataRouter.state.navigation.state === 'idle',
      );
      await page.waitForTimeout(200 * attempt);
      mountedBeforeEscape = await page.evaluate(async () => {
        const links = document.querySelectorAll<HTMLAnchorElement>('main article a[aria-haspopup="dialog"]');
        links[10]!.click();
        for (let turn = 0; turn < 50 && !document.querySelector('[role="dialog"]'); turn++)
          await Promise.resolve();
        if (!document.querySelector('[role="dialog"]')) return false;
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        return true;
      });
      if (!mountedBeforeEscape) {
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
      }
    }
    expect(mountedBeforeEscape).toBe(true);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // And it stays closed once the router has caught up.
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('opens over a listing and leaves its address as it was', async ({ page }) => {
    await page.goto('/search?q=%D8%B4%DB%8C%D8%B1');
    await hydrated(page);
    const before = page.url();
    await openFromCard(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // The modal hides at once (a close before the router committed the quick view is done then); the
    // step back to the listing's address lands a moment later.
    await expect(page).toHaveURL(before);
  });

  test('/product/{id} opened directly shows the modal over the product page', async ({ page, request }) => {
    const product = await fullProduct(request);
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: product.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'مشاهده جزئیات محصول' })).toHaveAttribute(
      'href',
      productPath(product),
    );
    await page.screenshot({ path: join(import.meta.dirname, '../screenshots', 'quick-view-1366.png') });
    // Nothing of ours to go back to: closing reveals the full product page.
    await dialog.getByRole('button', { name: 'بستن' }).click();
    await expect(page).toHaveURL(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  test('looks right on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const product = await fullProduct(request);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: join(import.meta.dirname, '../screenshots', 'quick-view-390.png') });
  });
});
