// The checkout page's steps as a customer takes them, for the journeys that place orders.
import { expect, type Page } from '@playwright/test';
import { serveMapTiles } from './checkout.ts';

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
export const step = (page: Page, name: string) => page.getByTestId(`step-${name}`);
/** The one «ثبت سفارش» shown: the summary's from 1024 px, the phone bar's below (decision 085). */
export const submit = (page: Page) => page.getByRole('button', { name: 'ثبت سفارش', exact: true });

/** The first step for a customer who signed up without a national code: the invoice needs one. */
export async function giveNationalCode(page: Page) {
  await expect(step(page, 'nationalCode')).toBeVisible();
  await step(page, 'nationalCode')
    .getByLabel('برای صدور فاکتور، کد ملی خود را وارد کنید.')
    .fill('۰۴۹۹۳۷۰۸۹۹');
  await step(page, 'nationalCode').getByRole('button', { name: 'ثبت کد ملی' }).click();
  await expect(step(page, 'nationalCode')).toContainText('۰۴۹۹۳۷۰۸۹۹');
}

export async function addAddressAtMapCentre(page: Page) {
  const tiles = await serveMapTiles(page);
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  await expect(page.getByTestId('address-map')).toBeVisible();
  // The configured tile server's pictures lie under the districts, credited in the corner.
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.served()).toBeGreaterThan(0);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('نقشهٔ آزمایشی');
  await page.getByRole('button', { name: 'بعدی' }).click();
  await expect(page.getByLabel(/^استان/)).toHaveValue('تهران');
  await page.getByLabel(/^نشانی/).fill('خیابان ولیعصر، کوچهٔ بهار');
  await page.getByLabel(/^پلاک/).fill('۱۲');
  await page.getByLabel(/^کد پستی/).fill('1969-833-114');
  // A first address is prefilled with the customer's name and number.
  await expect(page.getByLabel(/^نام و نام خانوادگی گیرنده/)).toHaveValue('مریم احمدی');
  await page.getByRole('button', { name: 'ثبت آدرس' }).click();
  await expect(toast(page, 'آدرس ثبت شد')).toBeVisible();
  await expect(step(page, 'destination')).toContainText('خیابان ولیعصر، کوچهٔ بهار');
}

export async function chooseSlotMethodAndPort(page: Page, port: string) {
  await step(page, 'time').locator('button[aria-pressed]:not([disabled])').first().click();
  await step(page, 'shipping').getByRole('radio').first().click();
  await step(page, 'payment').getByText(port).click();
}

/** From the basket to the submit: /checkout, a national code, an address, a slot, a method and `port`. */
export async function placeOrderOnPage(page: Page, port: string, options: { useWallet?: boolean } = {}) {
  await page.goto('/checkout');
  await giveNationalCode(page);
  await addAddressAtMapCentre(page);
  await chooseSlotMethodAndPort(page, port);
  if (options.useWallet) {
    await page
      .getByTestId('checkout-summary')
      .getByLabel(/^استفاده از موجودی کیف پول/)
      .check();
  }
  await submit(page).click();
}
