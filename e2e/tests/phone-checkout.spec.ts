import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiData, findProduct } from '../support/catalogue.ts';
import { creditWallet } from '../support/checkout.ts';
import { addAddressAtMapCentre, giveNationalCode, step, toast } from '../support/checkout-page.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import { addAddress, fillBasket, placeOrder, ports, productsWithStock } from '../support/orders.ts';
import { expectFitsWidth, openEveryPart, smallControls } from '../support/phone-layout.ts';

// The phone's basket and checkout (issue 46, decision 085): no page wider than the screen with its
// parts opened; the amount and the next action in a bar fixed to the bottom; steps that say what
// they wait for, with 44 px targets; two unpaid orders said first; a guest sent to sign in and back.

type Named = { id: number; slug: string };
/** Mobile numbers of this run's own (0939 + 5 digits of the clock + 2 of the test): a rerun against a
 * server started once, with its customers still there, makes new ones. */
const run = String(Date.now() % 100_000).padStart(5, '0');
const mobileOf = (test: number) => `0939${run}${String(test).padStart(2, '0')}`;
const phones = [320, 390] as const;
const heightOf = (width: number) => (width < 800 ? 740 : 900);
const customer = (mobile: string) => ({
  mobile,
  password: 'secret-pass-1',
  firstName: 'مریم',
  lastName: 'احمدی',
});
/** The one visible «ثبت سفارش»: the phone bar's below 1024 px, the summary's above. */
const submitButton = (page: Page) => page.getByRole('button', { name: 'ثبت سفارش', exact: true });
const bar = (page: Page) => page.getByTestId('phone-action-bar');

/** A picture of the screen as the customer sees it, to look at (e2e/screenshots, not committed). */
async function shot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  if (width === 320) return;
  await page.screenshot({
    path: join(import.meta.dirname, '../screenshots', `phone-checkout-${name}-${width}.png`),
  });
}

/** The bar is on screen without scrolling, below everything, and the page's end scrolls clear of it. */
async function expectBarHoldsTheWayOn(page: Page, action: ReturnType<Page['getByRole']>, label: string) {
  const height = page.viewportSize()!.height;
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await bar(page).boundingBox())!;
  expect(box.y + box.height, `${label}: the bar's foot`).toBeLessThanOrEqual(height + 0.5);
  const button = (await action.boundingBox())!;
  expect(button.y, label).toBeGreaterThanOrEqual(0);
  expect(button.y + button.height, label).toBeLessThanOrEqual(height);
  expect(
    await bar(page).evaluate((element) =>
      element.contains(
        document.elementFromPoint(
          element.getBoundingClientRect().left + 8,
          element.getBoundingClientRect().top + 8,
        ),
      ),
    ),
  ).toBe(true);
  // The shop's bottom bar, when the page has one, stays below it, uncovered.
  const nav = page.locator('nav.fixed');
  if (await nav.isVisible()) {
    const navBox = (await nav.boundingBox())!;
    expect(box.y + box.height, `${label}: over the bottom bar`).toBeLessThanOrEqual(navBox.y + 0.5);
  }
  // At the very end of the page its last line is above the bar: nothing stays under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastBottom = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('main *')]
      .filter(
        (element) => getComputedStyle(element).position !== 'fixed' && !element.closest('[data-phone-bar]'),
      )
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.height > 0);
    return Math.max(...boxes.map((rect) => rect.bottom));
  });
  const barTop = (await bar(page).boundingBox())!.y;
  expect(lastBottom, `${label}: the page's last line under the bar`).toBeLessThanOrEqual(barTop + 0.5);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('no page is wider than a 320 or 390 px phone, with every part opened', async ({ page, request }) => {
  // Long on a loaded two-core machine (five minutes measured): eighteen page types, twice, parts opened.
  test.setTimeout(600_000);
  const mobile = mobileOf(1);
  await createCustomer(request, customer(mobile));
  await signInBrowser(page, customer(mobile));
  // One order for /profile/orders to open, and three lines in the basket for /cart and /checkout.
  const addressId = await addAddress(page, mobile);
  const goods = await productsWithStock(request, 30, 4);
  await fillBasket(page, goods.slice(0, 1));
  await placeOrder(page, addressId, ports.invoiceLater);
  await fillBasket(page, goods.slice(1));

  const product = await findProduct(request, (candidate) => candidate.max_count > 1);
  const [category] = await apiData<Named[]>(request, '/categories');
  const [bundle] = await apiData<Named[]>(request, '/bundles');
  const [brand] = await apiData<Named[]>(request, '/brands');
  const pages = [
    '/',
    `/search/categories/${category!.id}/${encodeURIComponent(category!.slug)}/`,
    `/search/categories/${category!.id}/${encodeURIComponent(category!.slug)}/shelves`,
    `/search/brands/${brand!.id}/${encodeURIComponent(brand!.slug)}/`,
    '/search?q=%D8%B4%DB%8C%D8%B1',
    `/products/${product.id}/${encodeURIComponent(product.slug)}`,
    '/bundles',
    `/bundles/${bundle!.id}/${encodeURIComponent(bundle!.slug)}`,
    '/brands',
    '/cart',
    '/profile',
    '/profile/orders',
    '/profile/addresses',
    '/profile/periodic-orders',
    '/faqs',
    '/about-us',
    '/contact-us',
    '/landings/yalda',
  ];
  for (const width of phones) {
    await page.setViewportSize({ width, height: heightOf(width) });
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectFitsWidth(page, `${path} at ${width}`);
      await openEveryPart(page, `${path} at ${width}`);
    }
    // The checkout with each of its steps opened in turn, choosing as a customer goes.
    await page.goto('/checkout');
    await expectFitsWidth(page, `/checkout at ${width}`);
    await openEveryStep(page, `/checkout at ${width}`);
  }
});

/** Opens every checkout step, choosing a slot, a method and a port on the way, checking the width. */
async function openEveryStep(page: Page, label: string) {
  for (const name of [
    'nationalCode',
    'destination',
    'time',
    'shipping',
    'payment',
    'periodic',
    'note',
    'goods',
  ]) {
    const card = step(page, name);
    if ((await card.count()) === 0) continue;
    const header = card.getByRole('button').first();
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    await expectFitsWidth(page, `${label}, step ${name} open`);
    if (name === 'time' && (await card.locator('button[aria-pressed="true"]').count()) === 0) {
      await card.locator('button[aria-pressed]:not([disabled])').first().click();
    }
    if (
      (name === 'shipping' || name === 'payment') &&
      !(await card.getByRole('radio', { checked: true }).count())
    ) {
      await card.getByRole('radio').first().click();
    }
  }
}

const journeys = [
  { width: 320, mobile: mobileOf(2), listingPage: 40 },
  { width: 390, mobile: mobileOf(3), listingPage: 45 },
  { width: 1366, mobile: mobileOf(4), listingPage: 50 },
];
for (const { width, mobile, listingPage } of journeys) {
  test(`a customer taps through the basket and the checkout at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const isPhone = width < 1024;
    const context = await browser.newContext({
      viewport: { width, height: heightOf(width) },
      hasTouch: true,
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
    });
    const page = await context.newPage();
    await createCustomer(request, customer(mobile));
    await signInBrowser(page, customer(mobile));
    await creditWallet(request, mobile, 100_000);
    await fillBasket(page, await productsWithStock(request, listingPage, 3));

    // The basket: three lines, the amount and «ادامه» in the bar on a phone, the summary beside them wide.
    await page.goto('/cart');
    const onward = page.getByRole('link', { name: 'ادامهٔ فرایند خرید' });
    await expect(onward).toBeVisible();
    await expectFitsWidth(page, `/cart at ${width}`);
    if (isPhone) {
      await expect(bar(page)).toBeVisible();
      await expect(bar(page)).toContainText('جمع سبد خرید');
      await expectBarHoldsTheWayOn(page, onward, `/cart at ${width}`);
    } else {
      await expect(bar(page)).toBeHidden();
    }
    await shot(page, 'cart');
    await onward.tap();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'تکمیل خرید' })).toBeVisible();
    await expectFitsWidth(page, `/checkout at ${width}`);
    if (isPhone) await expectBarHoldsTheWayOn(page, submitButton(page), `/checkout at ${width}`);

    await shot(page, 'checkout-first');
    // Each step says what it waits for; a locked one names the earlier choice (the spec's words).
    await expect(step(page, 'nationalCode')).toContainText('کد ملی خود را وارد کنید');
    await expect(step(page, 'time')).toContainText('برای انتخاب زمان، ابتدا آدرس را مشخص کنید');
    await expect(step(page, 'shipping')).toContainText('برای انتخاب روش ارسال، ابتدا زمان را مشخص کنید');
    await expect(step(page, 'payment')).toContainText(
      'برای انتخاب روش پرداخت، ابتدا روش ارسال یا زمان را مشخص کنید',
    );
    // Nothing chosen wears the "done" mark; the optional steps say so and are not marked either.
    await expect(page.locator('[data-state=done]')).toHaveCount(0);
    await expect(step(page, 'note')).toHaveAttribute('data-state', 'optional');
    await expect(step(page, 'note')).toContainText('اختیاری');
    // The open step's header has no «بستن» to press by mistake.
    await expect(step(page, 'nationalCode')).not.toContainText('بستن');

    await giveNationalCode(page);
    await expect(step(page, 'nationalCode')).toHaveAttribute('data-state', 'done');
    // Submitting too early opens the step that is missing and says so in it.
    await submitButton(page).tap();
    await expect(toast(page, 'لطفاً اطلاعات آدرس را تکمیل کنید')).toBeVisible();
    await expect(step(page, 'destination')).toContainText('لطفاً اطلاعات آدرس را تکمیل کنید');
    await expect(
      step(page, 'destination').getByRole('button', { name: 'افزودن آدرس جدید' }),
    ).toBeInViewport();
    await shot(page, 'checkout-missing-address');
    await addAddressAtMapCentre(page);
    await expect(step(page, 'destination')).toHaveAttribute('data-state', 'done');
    // The day tabs (once 579 px wide on a 390 px phone) scroll inside their own row.
    await expect(step(page, 'time').getByRole('tablist')).toBeVisible();
    await expectFitsWidth(page, `/checkout at ${width}, time open`);
    await shot(page, 'checkout-time');
    // The step opens on the first day with an open slot (today's close in the Tehran afternoon).
    const openDay = (await step(page, 'time').getByRole('tab', { selected: true }).textContent())!;
    await step(page, 'time').getByRole('tab').last().tap();
    await expectFitsWidth(page, `/checkout at ${width}, the last day`);
    await step(page, 'time').getByRole('tab').filter({ hasText: openDay }).tap();
    await step(page, 'time').locator('button[aria-pressed]:not([disabled])').first().tap();
    await expect(step(page, 'shipping').getByRole('radio').first()).toBeVisible();
    if (!(await step(page, 'shipping').getByRole('radio', { checked: true }).count())) {
      await step(page, 'shipping').getByRole('radio').first().tap();
    }
    await step(page, 'payment').getByText('ثبت سفارش، پرداخت بعد از دریافت فاکتور').tap();
    for (const name of ['periodic', 'note', 'goods']) {
      await step(page, name).getByRole('button').first().tap();
      await expect(step(page, name).getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
      await expectFitsWidth(page, `/checkout at ${width}, ${name} open`);
      if (isPhone) {
        expect(await smallControls(page.locator('main')), `${name} open at ${width}`).toEqual([]);
      }
    }
    await step(page, 'note').getByRole('button').first().tap();
    await step(page, 'note').getByRole('textbox').fill('زنگ واحد ۳ را بزنید');

    // The wallet's box: a 24 px box on a 44 px row, pressed by tapping its words.
    const wallet = page.getByTestId('checkout-summary').getByLabel(/^استفاده از موجودی کیف پول/);
    const walletBox = (await wallet.boundingBox())!;
    expect(Math.min(walletBox.width, walletBox.height)).toBeGreaterThanOrEqual(24);
    await page
      .getByTestId('checkout-summary')
      .getByText(/^استفاده از موجودی کیف پول/)
      .tap();
    await expect(wallet).toBeChecked();
    if (isPhone) {
      await expect(page.getByTestId('phone-action-bar-amount')).toHaveText(
        (await page.getByTestId('payable').locator('dd').textContent())!,
      );
      expect(await smallControls(page.locator('main')), `the checkout at ${width}`).toEqual([]);
      await expectBarHoldsTheWayOn(page, submitButton(page), `/checkout chosen at ${width}`);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shot(page, 'checkout-chosen-end');
    await submitButton(page).tap();
    await expect(page).toHaveURL(/\/payments\?/);
    await expect(page.getByTestId('tracking-code')).toContainText(/[۰-۹]{5}-[۰-۹]{5}/);
    await context.close();
  });
}

test('two unpaid orders are said first, at the top, with the way to them; every step waits', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 740 });
  const mobile = mobileOf(5);
  await createCustomer(request, customer(mobile));
  await signInBrowser(page, customer(mobile));
  const addressId = await addAddress(page, mobile);
  const goods = await productsWithStock(request, 60, 3);
  for (const product of goods.slice(0, 2)) {
    await fillBasket(page, [product]);
    await placeOrder(page, addressId, ports.invoiceLater);
  }
  await fillBasket(page, goods.slice(2));
  await page.goto('/checkout');
  const notice = page.getByRole('alert').filter({ hasText: 'شما دو سفارش پرداخت‌نشده دارید' });
  await expect(notice).toBeVisible();
  // Above the first step, on the first screen.
  const noticeBox = (await notice.boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(
    (await step(page, 'destination').boundingBox())!.y,
  );
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(740);
  await expect(notice.getByRole('link', { name: 'مشاهدهٔ سفارش‌های پرداخت‌نشده' })).toHaveAttribute(
    'href',
    '/profile/orders',
  );
  for (const name of ['destination', 'time', 'shipping', 'payment']) {
    await expect(step(page, name)).toHaveAttribute('data-state', 'locked');
    await expect(step(page, name)).toContainText('تا یکی از سفارش‌های پرداخت‌نشده پرداخت یا لغو نشود');
  }
  await expect(submitButton(page)).toBeDisabled();
  await shot(page, 'checkout-blocked');
});

test('a guest opening /checkout signs in and comes back to it', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const mobile = mobileOf(6);
  const api = await playwright.request.newContext({ baseURL });
  await createCustomer(api, customer(mobile));
  // Their basket, filled from another device.
  const signedIn = await api.post('/api/v1/login', {
    headers: { 'x-shop-csrf': '1' },
    data: { mobile_no: mobile, password: 'secret-pass-1' },
  });
  expect(signedIn.ok()).toBe(true);
  const product = await findProduct(api, (candidate) => candidate.max_count > 1);
  const added = await api.post(`/api/v1/cart/${product.id}`, {
    headers: { 'x-shop-csrf': '1' },
    data: { type: 1, count: 1, add: 1 },
  });
  expect(added.ok()).toBe(true);
  await api.dispose();

  await page.goto('/checkout');
  await expect(page).toHaveURL('/login?backUrl=%2Fcheckout');
  await page.getByLabel('شمارهٔ موبایل').fill(mobile);
  await page.getByRole('button', { name: 'ادامه' }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill('secret-pass-1');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'تکمیل خرید' })).toBeVisible();
});
