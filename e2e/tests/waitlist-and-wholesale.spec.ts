import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, type ProductCard } from '../support/catalogue.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import {
  addAddress,
  fillBasket,
  moveOrder,
  placeOrder,
  ports,
  productsWithStock,
} from '../support/orders.ts';
import { photograph } from '../support/photo.ts';
import { ownedByReact } from '../support/react.ts';
import { setStock } from '../support/staff.ts';

// The waitlist and wholesale requests on the product page (issue 21; storefront.md §2, §4, §5, §8;
// decision 063), at a phone's width. A visitor is sent to sign in and comes back; the
// request is remembered after a reload. Stock comes back as staff set it (support/staff.ts), and
// the sweep (every few seconds in the e2e server) holds the unit for the first in line (decision 069)
// when she is a customer of standing: a new account is only texted, the unit on open sale (decision 082).

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const waitlistButton = (page: Page) => page.getByTestId('waitlist-button');
const wholesaleButton = (page: Page) => page.getByTestId('wholesale-button');

/**
 * The `skip`-th product of the listing's later pages (no other journey reads them) whose detail
 * `matches`. Asking for a detail caches it publicly for half a minute: the waitlist's product is
 * chosen from the cards instead, so the visitor's page shows the stock the test door set.
 */
async function productWhere(
  request: APIRequestContext,
  matches: (detail: { wholesale: boolean; available: boolean }) => boolean,
  skip: number,
): Promise<ProductCard> {
  let seen = 0;
  for (let page = 12; page <= 40; page += 1) {
    for (const card of await apiData<ProductCard[]>(request, `/products?page=${page}`)) {
      const detail = await apiData<{ wholesale: boolean; available: boolean }>(
        request,
        `/products/${card.id}`,
      );
      if (matches(detail) && seen++ === skip) return card;
    }
  }
  throw new Error('No product in the demo catalogue fits');
}

// One width, a phone's: the subject is the requests, not the layout (decision 094).
const viewport = { width: 390, height: 844, block: '0912031', skip: 0, listingPage: 45 };
const customer = (n: number) => ({
  mobile: `${viewport.block}${String(n).padStart(4, '0')}`,
  password: 'secret-pass-1',
  firstName: 'سارا',
  lastName: 'کریمی',
});

test.describe(`waitlist and wholesale at ${viewport.width} px`, () => {
  test.use({ viewport: { width: viewport.width, height: viewport.height } });

  test('a visitor signs in, comes back and joins the waitlist; it stays after a reload', async ({
    page,
    request,
  }) => {
    const sara = customer(1);
    await createCustomer(request, sara);
    const product = await productWhere(
      request,
      (detail) => detail.available && !detail.wholesale,
      viewport.skip,
    );
    await setStock(request, product.id, 0);
    // A visitor's page reads the public answer, micro-cached for half a minute: wait until it says so.
    test.setTimeout(120_000);
    await expect
      .poll(async () => (await apiData<ProductCard>(request, `/products/${product.id}`)).available, {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toBe(false);
    const path = `/products/${product.id}/${encodeURIComponent(product.slug)}`;
    await page.goto(path);
    await ownedByReact(waitlistButton(page));
    await expect(waitlistButton(page)).toHaveText('موجود شد خبرم کن');
    const box = await waitlistButton(page).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

    // Signed out: to /login with this page to come back to.
    await waitlistButton(page).click();
    await expect(page).toHaveURL(`/login?backUrl=${encodeURIComponent(path)}`);
    await page.getByLabel('شمارهٔ موبایل').fill(sara.mobile);
    await page.getByRole('button', { name: 'ادامه' }).click();
    await page.getByLabel('رمز عبور', { exact: true }).fill(sara.password);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page).toHaveURL(path);

    // A customer of standing (decision 082): an order of hers was delivered, so a returned unit is
    // kept for her. A new account's turn keeps nothing (engagement/waitlist-abuse.test.ts).
    const address = await addAddress(page, sara.mobile);
    await fillBasket(page, await productsWithStock(request, viewport.listingPage, 1));
    const earlier = await placeOrder(page, address, ports.invoiceLater);
    await moveOrder(request, earlier.id, [50, 60]);

    // It came back meanwhile: the API's Persian reason, as a warning.
    await setStock(request, product.id, 4);
    await ownedByReact(waitlistButton(page));
    await waitlistButton(page).click();
    await expect(toast(page, 'این کالا هم‌اکنون موجود است')).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-type="warning"]')).toHaveCount(1);

    await setStock(request, product.id, 0);
    await page.reload();
    await ownedByReact(waitlistButton(page));
    await waitlistButton(page).click();
    await expect(toast(page, 'درخواست شما با موفقیت ثبت شد')).toBeVisible();
    await expect(waitlistButton(page)).toHaveText('ثبت شد');
    await expect(waitlistButton(page)).toBeDisabled();
    await photograph(page, 'waitlist');

    await page.reload();
    await expect(waitlistButton(page)).toHaveText('ثبت شد');
    await expect(waitlistButton(page)).toBeDisabled();

    // One unit comes back: the sweep (every few seconds here) holds it for her, the first in line
    // (decision 069). It is in her basket, with until when it is kept, and sold out to everyone else.
    await setStock(request, product.id, 1);
    const held = page.getByText(/یک عدد از این کالا تا .+ برای شما کنار گذاشته شده است/);
    await expect(async () => {
      await page.goto('/cart');
      await expect(held).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ادامهٔ فرایند خرید' })).toBeVisible();
    await photograph(page, 'waitlist-held');
    await expect
      .poll(async () => (await apiData<ProductCard>(request, `/products/${product.id}`)).available, {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toBe(false);

    // Her product page says the same: sold out to others, kept for her, one tap from the basket.
    await page.goto(path);
    await expect(page.getByTestId('held-for-you')).toContainText('برای شما کنار گذاشته شده است');
    await expect(waitlistButton(page)).toHaveCount(0);
    await page.getByTestId('held-for-you').scrollIntoViewIfNeeded();
    await photograph(page, 'waitlist-held-page');
    await page.getByTestId('held-for-you').getByRole('link', { name: 'مشاهدهٔ سبد خرید' }).click();
    await expect(page).toHaveURL('/cart');

    // Taken out of the basket, the unit is back in stock for anyone.
    await page.getByRole('button', { name: new RegExp(`^حذف .+ از سبد$`) }).click();
    await expect(held).toHaveCount(0);
    await expect
      .poll(async () => (await apiData<ProductCard>(request, `/products/${product.id}`)).available, {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toBe(true);
  });

  test('a customer asks to buy a product wholesale; it stays asked after a reload', async ({
    page,
    request,
  }) => {
    const sara = customer(2);
    await createCustomer(request, sara);
    const product = await productWhere(
      request,
      (detail) => detail.available && detail.wholesale,
      viewport.skip,
    );
    await signInBrowser(page, sara);
    await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
    await ownedByReact(wholesaleButton(page));
    await expect(wholesaleButton(page)).toHaveText('درخواست خرید عمده');
    await photograph(page, 'wholesale-before');
    await wholesaleButton(page).click();
    await expect(toast(page, 'درخواست شما با موفقیت ثبت شد')).toBeVisible();
    await expect(wholesaleButton(page)).toHaveText('درخواست شما ثبت شد');
    await expect(wholesaleButton(page)).toBeDisabled();
    await page.reload();
    await expect(wholesaleButton(page)).toHaveText('درخواست شما ثبت شد');
    await expect(wholesaleButton(page)).toBeDisabled();
  });
});
