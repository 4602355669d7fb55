// Screenshots of the checkout at 390 px and 1366 px: the steps, the address map and form, the chosen
// steps with the summary, and the result page.
//   npx node e2e/tools/checkout-screens.ts [--base http://127.0.0.1:3302]
// Needs a running app with SMS_OUTBOX_ROUTE=1. Written to e2e/screenshots/checkout-<name>-<width>.png.
import { join } from 'node:path';
import { chromium, request as apiRequest, type Page } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';

const flag = process.argv.indexOf('--base');
const base = flag === -1 ? 'http://127.0.0.1:3302' : (process.argv[flag + 1] ?? '');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const api = await apiRequest.newContext({ baseURL: base });
const csrf = { 'x-shop-csrf': '1' };

async function shot(page: Page, name: string, width: number) {
  await page.waitForTimeout(500);
  const file = join(import.meta.dirname, '../screenshots', `checkout-${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: name.startsWith('page') });
  console.log(file);
}

const products = (await (await api.get('/api/v1/products?page=1')).json()).data as {
  id: number;
  inventory?: number;
}[];
for (const [index, width] of [390, 1366].entries()) {
  const customer = {
    mobile: `0912555${String(Date.now()).slice(-4)}`,
    password: 'secret-pass-1',
    firstName: 'مریم',
    lastName: 'احمدی',
  };
  await createCustomer(api, customer);
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'fa-IR',
  });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await signInBrowser(page, customer);
  for (const product of products.slice(index * 6, index * 6 + 6)) {
    await page.request.post(`${base}/api/v1/cart/${product.id}`, {
      headers: csrf,
      data: { type: 1, count: 2, add: 1 },
    });
  }
  await page.goto(`${base}/checkout`);
  await shot(page, 'page-empty', width);
  await page.getByTestId('step-nationalCode').getByRole('textbox').fill('0499370899');
  await page.getByRole('button', { name: 'ثبت کد ملی' }).click();
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  await page.getByTestId('address-map').waitFor();
  await shot(page, 'map', width);
  await page.getByRole('button', { name: 'بعدی' }).click();
  await page.getByLabel(/^نشانی/).waitFor();
  await page.getByLabel(/^نشانی/).fill('خیابان ولیعصر، کوچهٔ بهار');
  await page.getByLabel(/^پلاک/).fill('۱۲');
  await shot(page, 'form', width);
  await page.getByRole('button', { name: 'ثبت آدرس' }).click();
  await page
    .getByTestId('step-time')
    .getByRole('button', { pressed: false })
    .filter({ hasNotText: 'تکمیل' })
    .first()
    .waitFor();
  const slot = page.getByTestId('step-time').locator('button[aria-pressed]:not([disabled])').first();
  await slot.click();
  await page.getByTestId('step-shipping').getByRole('radio').first().click();
  await page.getByTestId('step-payment').getByRole('radio').first().click();
  await shot(page, 'page-chosen', width);
  const goods = page.getByTestId('step-goods');
  await goods.getByRole('button', { name: /مشاهده/ }).click();
  await goods.locator('img').first().waitFor();
  const goodsFile = join(import.meta.dirname, '../screenshots', `checkout-goods-${width}.png`);
  await goods.screenshot({ path: goodsFile });
  console.log(goodsFile);
  // The first port is the online one: the sandbox bank, a cancel, a repay and a payment.
  await page.getByRole('button', { name: 'ثبت سفارش', exact: true }).click();
  await page.waitForURL(/\/sandbox-bank\//);
  await shot(page, 'bank', width);
  await page.getByRole('button', { name: 'انصراف' }).click();
  await page.waitForURL(/\/payments/);
  await shot(page, 'result-failed', width);
  await page.getByRole('button', { name: 'پرداخت مجدد' }).click();
  await page.waitForURL(/\/sandbox-bank\//);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.waitForURL(/status=paid/);
  await shot(page, 'result-paid', width);
  await context.close();
}
await browser.close();
await api.dispose();
