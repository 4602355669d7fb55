// Screenshots of the basket at 390 px and 1366 px: a card's stepper, the product page's, the header's
// drawer or dropdown (empty and filled), and /cart for a guest and for a signed-in customer.
//   npx node e2e/tools/basket-screens.ts [--base http://127.0.0.1:3401]
// Needs a running app with SMS_OUTBOX_ROUTE=1 (e.g. E2E_PORT=3401 SMS_OUTBOX_ROUTE=1 NODE_ENV=test
// npx node e2e/server.ts). Written to e2e/screenshots/basket-<name>-<width>.png. Not a test.
import { join } from 'node:path';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { createCustomer } from '../support/identity.ts';

const flag = process.argv.indexOf('--base');
const base = flag === -1 ? 'http://127.0.0.1:3401' : (process.argv[flag + 1] ?? '');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const api = await apiRequest.newContext({ baseURL: base });

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(400);
  const file = join(import.meta.dirname, '../screenshots', `basket-${name}-${width}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

async function openBasket(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^سبد خرید/ })
    .click();
  await page.waitForTimeout(600);
}

for (const [index, width] of [390, 1366].entries()) {
  const page = await browser.newPage({
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'fa-IR',
  });
  await page.goto(`${base}/search`);
  await openBasket(page);
  await shot(page, 'empty-panel', width);
  await page.keyboard.press('Escape');
  await page.goto(`${base}/cart`);
  await shot(page, 'empty-cart', width);

  await page.goto(`${base}/search`);
  const cards = page.locator('main article:has(button)');
  for (const nth of [0, 1, 2])
    await cards
      .nth(nth)
      .getByRole('button', { name: /^افزودن .+ به سبد$/ })
      .click();
  await cards.nth(0).getByRole('button', { name: 'افزودن یکی دیگر' }).click();
  await page.evaluate(() => window.scrollTo(0, 250));
  await shot(page, 'cards', width);
  await cards.nth(0).locator('a').first().click();
  await page.waitForURL(/\/products\//);
  const stepper = page
    .getByRole('main')
    .getByRole('group', { name: /^تعداد .+ در سبد$/ })
    .first();
  await stepper.waitFor();
  // The purchase box is below the fold on a phone: a tall viewport shows it with the page above.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width, height: 1500 });
  await shot(page, 'product', width);
  if (viewport) await page.setViewportSize(viewport);
  await openBasket(page);
  await shot(page, 'panel', width);
  await page.goto(`${base}/cart`);
  await page.getByRole('main').getByRole('list', { name: 'سبد خرید' }).waitFor();
  await shot(page, 'cart-guest', width);
  await page.screenshot({
    path: join(import.meta.dirname, '../screenshots', `basket-cart-guest-full-${width}.png`),
    fullPage: true,
  });

  const customer = {
    mobile: `0912${String(Date.now()).slice(-6)}${index}`,
    password: 'secret-pass-1',
    firstName: 'سارا',
    lastName: 'نیکو',
  };
  await createCustomer(api, customer);
  await page.goto(`${base}/login?backUrl=%2Fcart`);
  await page.getByLabel('شمارهٔ موبایل').fill(customer.mobile);
  await page.getByRole('button', { name: 'ادامه' }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL(`${base}/cart`);
  await page.getByRole('link', { name: 'ادامهٔ فرایند خرید' }).waitFor();
  await shot(page, 'cart-customer', width);
  await page.reload();
  await page.getByRole('link', { name: 'ادامهٔ فرایند خرید' }).waitFor();
  await shot(page, 'cart-customer-ssr', width);
  await page.close();
}
await api.dispose();
await browser.close();
