import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, findProduct, type ProductCard } from '../support/catalogue.ts';
import { createCustomer } from '../support/identity.ts';
import { ownedByReact } from '../support/react.ts';
import { setStock as setStockAsStaff } from '../support/staff.ts';

// The basket (issue 6): a guest's local basket that survives reloads and is merged after sign-in,
// the plus button's limit, the error toasts of storefront.md §8, the drawer and the dropdown.

const productPath = (product: ProductCard) => `/products/${product.id}/${encodeURIComponent(product.slug)}`;
const basketLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^سبد خرید/ });
const stepper = (page: Page, name: string) => page.getByRole('group', { name: `تعداد ${name} در سبد` });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const cartLines = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'سبد خرید' }).getByRole('listitem');

/** The first card on the page that can be added, with its product's name. */
async function addFromFirstCard(page: Page): Promise<string> {
  const card = page
    .locator('main article')
    .filter({ has: page.getByRole('button', { name: /^افزودن .+ به سبد$/ }) })
    .first();
  const name = (await card.locator('h3').innerText()).trim();
  await card.getByRole('button', { name: `افزودن ${name} به سبد` }).click();
  await expect(stepper(page, name)).toContainText('۱');
  return name;
}

async function signIn(page: Page, mobile: string, password: string) {
  await page.getByLabel('شمارهٔ موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ادامه' }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

/** A new registered customer (each journey its own number), signed in through /login back to `backUrl`. */
async function signInNewCustomer(
  page: Page,
  request: APIRequestContext,
  customer: { mobile: string; firstName: string; lastName: string },
  backUrl: string,
) {
  const password = 'secret-pass-1';
  await createCustomer(request, { ...customer, password });
  await page.goto(`/login?backUrl=${encodeURIComponent(backUrl)}`);
  await signIn(page, customer.mobile, password);
  await expect(page).toHaveURL(backUrl);
}

test.describe('the basket', () => {
  test('a guest fills a basket from a card and a product page, keeps it over a reload, and finds it merged after sign-in', async ({
    page,
    request,
  }) => {
    await page.goto('/search');
    const fromCard = await addFromFirstCard(page);
    await expect(basketLink(page)).toHaveAttribute('aria-label', 'سبد خرید، ۱ کالا');

    const product = await findProduct(request, (each) => each.name !== fromCard && each.max_count >= 3);
    await page.goto(productPath(product));
    await page.getByRole('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).click();
    await stepper(page, product.name).getByRole('button', { name: 'افزودن یکی دیگر' }).click();
    await expect(stepper(page, product.name)).toContainText('۲');
    await expect(basketLink(page)).toHaveAttribute('aria-label', 'سبد خرید، ۳ کالا');

    // Kept in this browser: a reload shows the same basket (after hydration).
    await page.reload();
    await expect(stepper(page, product.name)).toContainText('۲');
    await expect(basketLink(page)).toHaveAttribute('aria-label', 'سبد خرید، ۳ کالا');

    await page.goto('/cart');
    await expect(cartLines(page)).toHaveCount(2);
    await expect(cartLines(page).filter({ hasText: fromCard })).toBeVisible();
    const toLogin = page.getByRole('link', { name: 'برای ادامهٔ خرید وارد شوید' });
    await expect(toLogin).toHaveAttribute('href', '/login?backUrl=%2Fcheckout');

    // Sign in from /cart's address and come back: the local lines are now the server's.
    await signInNewCustomer(
      page,
      request,
      { mobile: '09120006001', firstName: 'نرگس', lastName: 'احمدی' },
      '/cart',
    );
    await expect(cartLines(page)).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'ادامهٔ فرایند خرید' })).toHaveAttribute('href', '/checkout');
    const server = (await (await page.request.get('/api/v1/cart')).json()) as {
      data: { items: { key: string; count: number }[] };
    };
    expect(server.data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: `p-${product.id}`, count: 2 })]),
    );
    expect(server.data.items).toHaveLength(2);
    // Rendered on the server for a signed-in customer: the lines are in the HTML itself.
    const html = await (await page.request.get('/cart')).text();
    expect(html).toContain(product.name);
    const local = await page.evaluate(() => localStorage.getItem('basket'));
    expect(JSON.parse(local ?? '{}').state?.lines ?? []).toEqual([]);

    // The customer's basket now follows the session: minus on /cart writes to the server.
    const line = cartLines(page).filter({ hasText: product.name });
    await line.getByRole('button', { name: 'کم کردن یکی' }).click();
    await expect(line.getByRole('group')).toContainText('۱');
    await expect(basketLink(page)).toHaveAttribute('aria-label', 'سبد خرید، ۲ کالا');
    await line.getByRole('button', { name: `حذف ${product.name} از سبد` }).click();
    await expect(cartLines(page)).toHaveCount(1);
  });

  test('the plus button stops at the purchase limit', async ({ page, request }) => {
    const product = await findProduct(
      request,
      (each) => each.max_count <= 3 && each.inventory > each.max_count,
    );
    await page.goto(productPath(product));
    await page.getByRole('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).click();
    const plus = stepper(page, product.name).getByRole('button', { name: 'افزودن یکی دیگر' });
    for (let count = 1; count < product.max_count; count += 1) await plus.click();
    await expect(stepper(page, product.name)).toContainText(product.max_count.toLocaleString('fa-IR'));
    await expect(plus).toBeDisabled();
    // Minus at one is a bin: the line goes.
    const minus = stepper(page, product.name).getByRole('button', { name: /کم کردن یکی|حذف از سبد/ });
    for (let count = product.max_count; count > 0; count -= 1) await minus.click();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'افزودن به سبد', exact: true }),
    ).toBeVisible();
  });

  test('a customer past the limit gets the purchase-limit toast, once', async ({ page, request }) => {
    const product = await findProduct(
      request,
      (each) => each.max_count <= 4 && each.inventory > each.max_count,
    );
    await signInNewCustomer(
      page,
      request,
      { mobile: '09120006002', firstName: 'رضا', lastName: 'کریمی' },
      productPath(product),
    );
    await page.getByRole('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).click();
    await expect(stepper(page, product.name)).toContainText('۱');
    // Another device fills the line to the limit; this page does not know yet.
    const filled = await page.request.post(`/api/v1/cart/${product.id}`, {
      headers: { 'x-shop-csrf': '1' },
      data: { type: 1, count: product.max_count, add: 0 },
    });
    expect(filled.ok()).toBe(true);
    await stepper(page, product.name).getByRole('button', { name: 'افزودن یکی دیگر' }).click();
    await expect(toast(page, 'تعداد درخواستی بیشتر از سقف خرید این کالا')).toHaveCount(1);
    // The refused write refreshed the basket: the stepper shows the limit and plus is off.
    await expect(stepper(page, product.name)).toContainText(product.max_count.toLocaleString('fa-IR'));
    await expect(stepper(page, product.name).getByRole('button', { name: 'افزودن یکی دیگر' })).toBeDisabled();
  });

  test('a customer adds from the quick view and a bundle page; logging out empties the basket', async ({
    page,
    request,
  }) => {
    const customer = { mobile: '09120006003', firstName: 'مینا', lastName: 'صادقی' };
    await signInNewCustomer(page, request, customer, '/search');

    const card = page.locator('main article:has(button)').first();
    const name = (await card.locator('h3').innerText()).trim();
    await card.hover();
    await card.getByRole('link', { name: `نمایش سریع ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'افزودن به سبد', exact: true }).click();
    await expect(stepper(page, name).first()).toContainText('۱');
    await page.keyboard.press('Escape');

    const bundles = await apiData<{ id: number; slug: string; name: string; available: boolean }[]>(
      request,
      '/bundles',
    );
    const bundle = bundles.find((each) => each.available);
    expect(bundle).toBeDefined();
    await page.goto(`/bundles/${bundle!.id}/${encodeURIComponent(bundle!.slug)}`);
    await page.getByRole('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).click();
    await expect(stepper(page, bundle!.name)).toContainText('۱');
    await expect(basketLink(page)).toHaveAttribute('aria-label', 'سبد خرید، ۲ کالا');
    const server = (await (await page.request.get('/api/v1/cart')).json()) as {
      data: { items: { key: string }[] };
    };
    expect(server.data.items.map((item) => item.key)).toContain(`b-${bundle!.id}`);

    await page.getByRole('banner').getByRole('button', { name: customer.firstName }).click();
    await page.getByRole('button', { name: 'خروج از حساب کاربری' }).click();
    await expect(basketLink(page)).toHaveAttribute('aria-label', 'سبد خرید');
    await page.goto('/cart');
    await expect(page.getByText('سبد خرید شما خالی است.')).toBeVisible();
  });

  test('a product that runs out is struck through on /cart and gone once the customer leaves, by a link or for another site', async ({
    page,
    request,
  }) => {
    const first = await findProduct(request, (each) => each.inventory >= 2);
    const second = await findProduct(request, (each) => each.inventory >= 2 && each.id !== first.id);
    // Signed in on another page: a /cart left open would itself drop lines once they go bad.
    await signInNewCustomer(
      page,
      request,
      { mobile: '09120006004', firstName: 'سارا', lastName: 'نوری' },
      '/brands',
    );
    for (const product of [first, second]) {
      const added = await page.request.post(`/api/v1/cart/${product.id}`, {
        headers: { 'x-shop-csrf': '1' },
        data: { type: 1, count: 1, add: 1 },
      });
      expect(added.ok()).toBe(true);
    }
    const setStock = (product: ProductCard, inventory: number) =>
      setStockAsStaff(request, product.id, inventory);
    try {
      // The shop sells the last of the first product elsewhere.
      await setStock(first, 0);
      await page.goto('/cart');
      const gone = cartLines(page).filter({ hasText: first.name });
      await expect(gone).toHaveAttribute('data-cause-type', '2');
      await expect(gone.getByRole('alert')).toContainText('از سبد خرید حذف می‌شود');
      // Its reason once: the line says it goes, and says so one time (issue 21).
      expect((await gone.innerText()).match(/حذف می‌شود/g)).toHaveLength(1);
      await expect(gone.getByRole('link', { name: first.name })).toHaveCSS(
        'text-decoration-line',
        'line-through',
      );
      await expect(cartLines(page)).toHaveCount(2);

      // Leaving by a link inside the shop deletes it; the other line stays.
      await ownedByReact(gone);
      await page.getByRole('banner').getByRole('link', { name: 'فروشگاه سبدینو' }).first().click();
      await expect(page).toHaveURL('/');
      await expect
        .poll(async () => {
          const body = (await (await page.request.get('/api/v1/cart')).json()) as {
            data: { items: { key: string }[] };
          };
          return body.data.items.map((item) => item.key);
        })
        .toEqual([`p-${second.id}`]);

      // Then the second runs out, and the customer leaves the shop from /cart for another site: the
      // page is unloaded (pagehide, as when a tab is closed) and its deletes outlive it (keepalive).
      await setStock(second, 0);
      await page.goto('/cart');
      await expect(cartLines(page).filter({ hasText: second.name })).toHaveAttribute('data-cause-type', '2');
      // The server's HTML shows the line before the script runs; the page can drop it only once React
      // owns the list (a customer who leaves sooner finds it struck through on the next visit).
      await ownedByReact(cartLines(page).first());
      const context = page.context();
      await page.goto('about:blank');
      const later = await context.newPage();
      await expect
        .poll(async () => {
          const body = (await (await later.request.get('/api/v1/cart')).json()) as {
            data: { items: unknown[] };
          };
          return body.data.items.length;
        })
        .toBe(0);
      await later.goto('/cart');
      await expect(later.getByText('سبد خرید شما خالی است.')).toBeVisible();
    } finally {
      await setStock(first, first.inventory);
      await setStock(second, second.inventory);
    }
  });

  for (const width of [390, 1366]) {
    test(`the header basket opens as ${width < 800 ? 'a drawer' : 'a dropdown'} at ${width} px, and /cart lays out`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.goto('/search');
      const name = await addFromFirstCard(page);
      await basketLink(page).click();
      const panel = width < 800 ? page.getByRole('dialog', { name: 'سبد خرید' }) : page.getByRole('banner');
      await expect(panel.getByRole('list', { name: 'سبد خرید' }).getByText(name)).toBeVisible();
      if (width >= 800) {
        const box = await panel.getByRole('list', { name: 'سبد خرید' }).locator('..').boundingBox();
        expect(box?.width).toBe(415);
      }
      await panel.getByRole('link', { name: 'مشاهدهٔ سبد خرید' }).click();
      await expect(page).toHaveURL('/cart');
      await expect(cartLines(page)).toHaveCount(1);
      await expect(page.getByRole('progressbar', { name: 'ارسال رایگان' })).toBeVisible();
      // Nothing runs off the side of the page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
