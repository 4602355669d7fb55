// Screenshots of /profile/orders at 390 px and 1366 px: the list (two pages), opened orders (online and
// awaiting payment with a note, invoice-later, delivered and rated, delivered and not yet rated,
// cancelled), the rating form, the cancel dialog, the note modal and the toast of «خرید مجدد».
//   npx node e2e/tools/orders-screens.ts [--base http://127.0.0.1:3512]
// Needs a running app with SMS_OUTBOX_ROUTE=1 and DEV_ADMIN_ROUTES=1. Written to
// e2e/screenshots/orders-<name>-<width>.png.
import { join } from 'node:path';
import { chromium, request as apiRequest, type Locator, type Page } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { creditWallet } from '../support/checkout.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import {
  addAddress,
  fillBasket,
  moveOrder,
  placeOrder,
  ports,
  productsWithStock,
  shownTrackingCode,
} from '../support/orders.ts';

const flag = process.argv.indexOf('--base');
const base = flag === -1 ? 'http://127.0.0.1:3512' : (process.argv[flag + 1] ?? '');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const api = await apiRequest.newContext({ baseURL: base });
const csrf = { 'x-shop-csrf': '1' };

async function shot(target: Page | Locator, page: Page, name: string, width: number) {
  await page.waitForTimeout(400);
  const file = join(import.meta.dirname, '../screenshots', `orders-${name}-${width}.png`);
  await target.screenshot({
    path: file,
    ...(target === page ? { fullPage: !name.endsWith('-dialog') } : {}),
  });
  console.log(file);
}

// One customer with every kind of order, made once through the API.
const customer = {
  mobile: `0912666${String(Date.now()).slice(-4)}`,
  password: 'secret-pass-1',
  firstName: 'مریم',
  lastName: 'احمدی',
};
await createCustomer(api, customer);
console.log(`customer ${customer.mobile} / ${customer.password}`);
const setup = await (await browser.newContext({ baseURL: base })).newPage();
await signInBrowser(setup, customer);
const address = await addAddress(setup, customer.mobile);
const products = await productsWithStock(api, 1, 12);
await creditWallet(api, customer.mobile, 500_000_000);
const order = async (port: number, lines: number[], useWallet = false) => {
  await fillBasket(
    setup,
    lines.map((index) => products[index]!),
    1,
  );
  return placeOrder(setup, address, port, { useWallet });
};
for (let index = 0; index < 6; index += 1) await order(ports.online, [6 + index], true);
const rated = await order(ports.online, [0, 1, 2], true);
await moveOrder(api, rated.id, [50, 60]);
await setup.request.post(`/api/v1/orders/${rated.id}/rate`, {
  headers: csrf,
  data: { rates: 4, note_context: 'بسته‌بندی عالی بود و پیک سر وقت رسید.' },
});
const toRate = await order(ports.online, [3], true);
await moveOrder(api, toRate.id, [50, 60]);
const cancelled = await order(ports.invoiceLater, [4]);
await setup.request.post(`/api/v1/orders/${cancelled.id}/cancel`, { headers: csrf, data: {} });
const invoice = await order(ports.invoiceLater, [1, 5]);
const online = await order(ports.online, [0, 2, 3]);
await setup.request.post(`/api/v1/orders/${online.id}/note`, {
  headers: csrf,
  data: { context: 'لطفاً پیش از رسیدن تماس بگیرید.\nزنگ واحد ۳ خراب است.' },
});
await setup.context().close();

const rowOf = (page: Page, code: string) =>
  page.getByTestId('order-row').filter({ hasText: shownTrackingCode(code) });

async function opened(page: Page, code: string) {
  const row = rowOf(page, code);
  await row.getByRole('button').first().click();
  await row.getByTestId('order-detail').waitFor();
  await page.waitForLoadState('networkidle');
  return row;
}

for (const width of [390, 1366]) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'fa-IR',
  });
  const page = await context.newPage();
  await signInBrowser(page, customer);
  await page.goto('/profile/orders');
  await shot(page, page, 'list', width);
  for (const [name, code] of [
    ['online', online.trackingCode],
    ['invoice', invoice.trackingCode],
    ['cancelled', cancelled.trackingCode],
    ['rate', toRate.trackingCode],
  ] as const) {
    const row = await opened(page, code);
    await shot(row, page, `detail-${name}`, width);
    if (name === 'rate') {
      await row.locator('label').filter({ hasText: '۴ از ۵' }).click();
      await shot(row.getByTestId('order-rating'), page, 'rating-chosen', width);
    }
    await row.getByRole('button').first().click();
  }
  const onlineRow = await opened(page, online.trackingCode);
  await onlineRow.getByRole('button', { name: /^یادداشت/ }).click();
  await page.getByRole('dialog').waitFor();
  await shot(page, page, 'note-dialog', width);
  await page.keyboard.press('Escape');
  await onlineRow.getByRole('button', { name: 'لغو سفارش' }).click();
  await page.getByRole('dialog').waitFor();
  await shot(page, page, 'cancel-dialog', width);
  await page.keyboard.press('Escape');
  await onlineRow.getByRole('button').first().click();
  const ratedRow = await opened(page, rated.trackingCode);
  await shot(ratedRow, page, 'detail-rated', width);
  await ratedRow.getByRole('button', { name: 'خرید مجدد' }).click();
  await page.locator('[data-sonner-toast]').waitFor();
  await shot(page, page, 'buy-again-dialog', width);
  await page.goto('/profile/orders?page=2');
  await shot(page, page, 'page-2', width);
  await context.close();
}
await browser.close();
await api.dispose();
