// Screenshots of the account pages at 390 px and 1366 px: /profile/addresses (empty, the map and the
// form of the dialog, the list with the main one, the delete question, the only address), /profile/
// company (none, linked, a refused code), /profile as the phone's menu with the wallet, the header's
// dropdown, and the row of links on a page of the area.
//   npx node e2e/tools/account-screens.ts [--base http://127.0.0.1:3431]
// Needs a running app with SMS_OUTBOX_ROUTE=1, DEV_ADMIN_ROUTES=1 and the e2e MAP_TILES_URL (the tiles
// are answered here). Written to e2e/screenshots/account-<name>-<width>.png.
import { join } from 'node:path';
import { chromium, request as apiRequest, type Locator, type Page } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { creditWallet, serveMapTiles } from '../support/checkout.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import { addAddress } from '../support/orders.ts';

const flag = process.argv.indexOf('--base');
const base = flag === -1 ? 'http://127.0.0.1:3431' : (process.argv[flag + 1] ?? '');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const api = await apiRequest.newContext({ baseURL: base });

async function shot(target: Page | Locator, page: Page, name: string, width: number) {
  await page.waitForTimeout(600);
  const file = join(import.meta.dirname, '../screenshots', `account-${name}-${width}.png`);
  await target.screenshot({ path: file, ...(target === page ? { fullPage: !name.endsWith('dialog') } : {}) });
  console.log(file);
}

for (const width of [390, 1366]) {
  const customer = {
    mobile: `0912777${String(Date.now()).slice(-4)}`,
    password: 'secret-pass-1',
    firstName: 'مریم',
    lastName: 'احمدی',
  };
  await createCustomer(api, customer);
  await creditWallet(api, customer.mobile, 1_250_000);
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'fa-IR',
  });
  const page = await context.newPage();
  await serveMapTiles(page);
  await signInBrowser(page, customer);

  await page.goto('/profile/addresses', { waitUntil: 'networkidle' });
  await shot(page, page, 'addresses-empty', width);
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  await page.locator('.leaflet-tile-loaded').first().waitFor();
  await shot(page, page, 'address-map-dialog', width);
  await page.getByRole('button', { name: 'بعدی' }).click();
  await page.getByLabel(/^نشانی/).fill('خیابان ولیعصر، کوچهٔ بهار، ساختمان ۳');
  await page.getByLabel(/^پلاک/).fill('۱۲');
  await page.getByLabel(/^واحد/).fill('۴');
  await page.getByLabel(/^کد پستی/).fill('1969833114');
  await shot(page, page, 'address-form-dialog', width);
  await page.getByRole('button', { name: 'ثبت آدرس' }).click();
  await page.getByTestId('address-card').first().waitFor();
  await shot(page, page, 'addresses-one', width);
  await addAddress(page, customer.mobile);
  await page.reload({ waitUntil: 'networkidle' });
  await shot(page, page, 'addresses-two', width);
  await page.getByTestId('address-card').nth(1).getByRole('button', { name: 'حذف' }).click();
  await shot(page, page, 'address-delete-dialog', width);
  await page.keyboard.press('Escape');
  await page.getByTestId('address-card').first().getByRole('button', { name: 'ویرایش' }).click();
  await page.getByTestId('address-map').waitFor();
  await shot(page, page, 'address-edit-dialog', width);
  await page.keyboard.press('Escape');

  await page.goto('/profile/company', { waitUntil: 'networkidle' });
  await shot(page, page, 'company-none', width);
  await page.getByLabel('کد معرف سازمانی').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'ثبت', exact: true }).click();
  await page.locator('[data-sonner-toast]').first().waitFor();
  await shot(page, page, 'company-refused', width);
  await page.goto('/profile/company?code=DEMO-ORG', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'ثبت', exact: true }).click();
  await page.getByText('سازمان معرف فعلی شما:').waitFor();
  await shot(page, page, 'company-linked', width);

  await page.goto('/profile', { waitUntil: 'networkidle' });
  await shot(page, page, 'profile', width);
  await page.goto('/profile/coupons-codes', { waitUntil: 'networkidle' });
  await shot(page, page, 'row-coupons', width);
  if (width > 1024) {
    await page.getByRole('banner').getByRole('button', { name: 'مریم' }).click();
    await page.getByRole('link', { name: 'آدرس‌های من' }).first().waitFor();
    await shot(page, page, 'dropdown-dialog', width);
  }
  await context.close();
}
await browser.close();
await api.dispose();
