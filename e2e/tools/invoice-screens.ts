// Screenshots of an order's papers and the bank-transfer receipt at 390 px and 1366 px: the receipt's
// modal (empty, a chosen PNG previewed, a file refused, the receipt sent), a rating being changed, the
// invoice on screen and in print media, the payment receipts (a transfer being checked, an online
// payment made from the wallet), and the invoice printed to an A4 PDF by Chromium.
//   npx node e2e/tools/invoice-screens.ts [--base http://127.0.0.1:3421]
// Needs a running app with SMS_OUTBOX_ROUTE=1 and DEV_ADMIN_ROUTES=1 (E2E_PORT=3421 SMS_OUTBOX_ROUTE=1
// DEV_ADMIN_ROUTES=1 npx node e2e/server.ts). Written to e2e/screenshots/invoice-<name>-<width>.png and
// invoice-print-<width>.pdf; `pdftoppm -png -r 60` turns the PDF into pages to look at.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, request as apiRequest, type Locator, type Page } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { creditWallet } from '../support/checkout.ts';
import { pageNamedPng, receiptPng } from '../support/files.ts';
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
const base = flag === -1 ? 'http://127.0.0.1:3421' : (process.argv[flag + 1] ?? '');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const api = await apiRequest.newContext({ baseURL: base });
const csrf = { 'x-shop-csrf': '1' };
const folder = join(import.meta.dirname, '../screenshots');

async function shot(target: Page | Locator, page: Page, name: string, width: number) {
  await page.waitForTimeout(400);
  const file = join(folder, `invoice-${name}-${width}.png`);
  await target.screenshot({ path: file, ...(target === page ? { fullPage: !name.includes('modal') } : {}) });
  console.log(file);
}

// One customer, with a national code, three orders: a bank transfer, a delivered one (four lines, a
// code's worth of goods), and one paid from the wallet.
const customer = {
  mobile: `0912888${String(Date.now()).slice(-4)}`,
  password: 'secret-pass-1',
  firstName: 'مریم',
  lastName: 'احمدی',
};
await createCustomer(api, customer);
console.log(`customer ${customer.mobile} / ${customer.password}`);
const setup = await (await browser.newContext({ baseURL: base })).newPage();
await signInBrowser(setup, customer);
await setup.request.post('/api/v1/profile', {
  headers: csrf,
  data: { first_name: 'مریم', last_name: 'احمدی', national_no: '0013542419', email: '', gender: 3 },
});
const address = await addAddress(setup, customer.mobile);
const products = await productsWithStock(api, 20, 6);
await fillBasket(setup, products.slice(0, 4), 2);
const delivered = await placeOrder(setup, address, ports.invoiceLater);
await moveOrder(api, delivered.id, [50, 60]);
await setup.request.post(`/api/v1/orders/${delivered.id}/rate`, {
  headers: csrf,
  data: { rates: 3, note_context: 'یکی از کالاها دیر رسید.' },
});
// Paid from the wallet before the transfer is placed: two unpaid orders would block a third.
await creditWallet(api, customer.mobile, 50_000_000);
await fillBasket(setup, products.slice(5, 6), 1);
const wallet = await placeOrder(setup, address, ports.online, { useWallet: true });
await fillBasket(setup, products.slice(4, 5), 1);
const transfer = await placeOrder(setup, address, ports.bankTransfer);
await setup.context().close();

for (const width of [390, 1366]) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  const page = await context.newPage();
  await signInBrowser(page, customer);

  // The receipt's modal: empty, a file refused, a PNG chosen, then sent (it is sent once, at 390 px;
  // at 1366 px the same order shows it sent, and «ویرایش» opens the picker again).
  await page.goto('/profile/orders');
  const row = page.getByTestId('order-row').filter({ hasText: shownTrackingCode(transfer.trackingCode) });
  await row.getByRole('button').first().click();
  await row.getByTestId('order-detail').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(row, page, 'detail-transfer', width);
  await row
    .getByTestId('order-actions')
    .getByRole('button', { name: /رسید واریز/ })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (width === 390) {
    await shot(page, page, 'modal-empty', width);
    await dialog.locator('input[type=file]').setInputFiles(pageNamedPng);
    await dialog.getByRole('alert').waitFor();
    await shot(page, page, 'modal-refused', width);
    await dialog.locator('input[type=file]').setInputFiles(receiptPng);
    await dialog.getByTestId('receipt-preview').waitFor();
    await shot(page, page, 'modal-preview', width);
    await dialog.getByRole('button', { name: 'ارسال رسید' }).click();
    await dialog.getByTestId('receipt-sent').waitFor();
    await shot(page, page, 'modal-uploaded', width);
  } else {
    await shot(page, page, 'modal-uploaded', width);
    await dialog.getByRole('button', { name: 'ویرایش' }).click();
    await shot(page, page, 'modal-empty', width);
    await dialog.locator('input[type=file]').setInputFiles(pageNamedPng);
    await dialog.getByRole('alert').waitFor();
    await shot(page, page, 'modal-refused', width);
    await dialog.locator('input[type=file]').setInputFiles(receiptPng);
    await dialog.getByTestId('receipt-preview').waitFor();
    await shot(page, page, 'modal-preview', width);
  }
  await page.keyboard.press('Escape');

  // The delivered order's detail (its papers' links), its invoice on screen and in print media.
  const deliveredRow = page
    .getByTestId('order-row')
    .filter({ hasText: shownTrackingCode(delivered.trackingCode) });
  await deliveredRow.getByRole('button').first().click();
  await deliveredRow.getByTestId('order-detail').waitFor();
  await page.waitForLoadState('networkidle');
  await shot(deliveredRow, page, 'detail-delivered', width);
  await deliveredRow.getByRole('button', { name: 'تغییر امتیاز' }).click();
  await shot(deliveredRow.getByTestId('order-rating'), page, 'rating-change', width);
  await page.goto(`/invoices/${delivered.id}`);
  await shot(page, page, 'invoice', width);
  await page.emulateMedia({ media: 'print' });
  await shot(page, page, 'invoice-print-media', width);
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  writeFileSync(join(folder, `invoice-print-${width}.pdf`), pdf);
  console.log(join(folder, `invoice-print-${width}.pdf`), pdf.length);
  await page.emulateMedia({ media: 'screen' });

  // The payment receipts, and a stranger's view of nothing.
  await page.goto(`/receipts/${transfer.id}`);
  await shot(page, page, 'receipt-transfer', width);
  await page.goto(`/receipts/${wallet.id}`);
  await shot(page, page, 'receipt-wallet', width);
  await page.goto(`/invoices/${transfer.id}`);
  await shot(page, page, 'proforma', width);
  await page.goto('/invoices/1');
  await shot(page, page, 'not-found', width);
  await context.close();
}
await browser.close();
await api.dispose();
