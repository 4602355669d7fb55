// Screenshots of the profile's pages (/profile, the edit, the password and the mobile change, each
// state worth seeing) at 390 px and 1366 px, for looking at (not a test). Needs a server with
// SMS_OUTBOX_ROUTE=1 and TRUST_PROXY=loopback (the e2e server has both):
//   npx node e2e/tools/profile-screens.ts --base http://127.0.0.1:3412 [--run 1]
// Written to e2e/screenshots/look-profile-<state>-<width>.png. Each run needs fresh mobile numbers
// (3 texts per number per 10 minutes): --run picks another block of them.
import { join } from 'node:path';
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { createCustomer, nextCode, signInBrowser, textsSent } from '../support/identity.ts';

const args = process.argv.slice(2);
const option = (flag: string, fallback: string) => {
  const index = args.indexOf(flag);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const base = option('--base', 'http://127.0.0.1:3412');
const run = Number(option('--run', '0'));
const api = await playwrightRequest.newContext({ baseURL: base });
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });

async function shoot(page: Page, name: string, width: number) {
  // Let the slider, toasts and focus rings settle before the picture.
  await page.waitForTimeout(500);
  const file = join(import.meta.dirname, '../screenshots', `look-profile-${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

for (const [index, width] of [390, 1366].entries()) {
  const mobile = (n: number) => `0912300${String(run * 100 + index * 10 + n).padStart(4, '0')}`;
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'fa-IR',
    baseURL: base,
  });
  const page = await context.newPage();
  const customer = { mobile: mobile(1), password: 'secret-pass-1', firstName: 'مریم', lastName: 'رضایی' };
  await createCustomer(api, customer);
  await signInBrowser(page, customer);

  await page.goto('/profile');
  await shoot(page, 'view', width);

  await page.goto('/profile/edit');
  await shoot(page, 'edit', width);
  await page.getByLabel('کد ملی').fill('1234567890');
  await page.getByLabel('ایمیل').fill('not-mail');
  await page.getByRole('button', { name: 'ثبت تغییرات' }).click();
  await shoot(page, 'edit-errors', width);
  await page.getByLabel('کد ملی').fill('0499370899');
  await page.getByLabel('ایمیل').fill('maryam@example.com');
  await page.getByLabel('خانم').check();
  await page.getByRole('button', { name: 'ثبت تغییرات' }).click();
  await page.locator('[data-sonner-toast]').waitFor();
  await shoot(page, 'edit-saved', width);
  await page.waitForURL(/\/profile$/);
  await shoot(page, 'view-after-edit', width);

  await page.goto('/profile/change-password');
  await shoot(page, 'password', width);
  await page.getByLabel('رمز عبور فعلی').fill('wrong-password');
  await page.getByLabel('رمز عبور جدید', { exact: true }).fill('new-secret-2');
  await page.getByLabel('تکرار رمز عبور جدید').fill('new-secret-2');
  await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await page.getByText('رمز عبور فعلی اشتباه است.').waitFor();
  await shoot(page, 'password-wrong', width);

  await page.goto('/profile/change-mobile');
  await shoot(page, 'mobile-1', width);
  let before = await textsSent(api, customer.mobile);
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  const code = await nextCode(api, customer.mobile, before);
  await page.getByRole('textbox', { name: 'کد تأیید' }).waitFor();
  await shoot(page, 'mobile-2', width);
  await page.getByRole('textbox', { name: 'کد تأیید' }).fill(code);
  await page.getByRole('textbox', { name: 'شماره موبایل جدید' }).fill(`+98${customer.mobile.slice(1)}`);
  await shoot(page, 'mobile-2-same', width);
  const next = mobile(2);
  await page.getByRole('textbox', { name: 'شماره موبایل جدید' }).fill(next);
  before = await textsSent(api, next);
  await page.getByRole('button', { name: 'ارسال کد به شماره جدید' }).click();
  const newCode = await nextCode(api, next, before);
  await page.getByRole('button', { name: 'تأیید و تغییر شماره' }).waitFor();
  await shoot(page, 'mobile-3', width);
  await page.getByRole('textbox', { name: 'کد تأیید' }).fill(newCode);
  await page.getByRole('button', { name: 'تأیید و تغییر شماره' }).click();
  await page.locator('[data-sonner-toast]').waitFor();
  await shoot(page, 'mobile-done', width);
  await page.waitForURL(/\/profile$/);
  await context.clearCookies();

  // A customer still registering: the alert and the "complete profile" button.
  const incomplete = mobile(3);
  const from = { 'x-forwarded-for': `10.99.${index}.${run + 1}` };
  before = await textsSent(api, incomplete);
  await api.post('/api/v1/register', { headers: from, data: { mobile_no: incomplete } });
  const registered = await page.request.post('/api/v1/verification', {
    headers: { 'x-shop-csrf': '1', ...from },
    data: { mobile_no: incomplete, code: await nextCode(api, incomplete, before), terms_of_use: true },
  });
  if (!registered.ok()) throw new Error(await registered.text());
  await page.goto('/profile');
  await shoot(page, 'view-incomplete', width);
  await context.close();
}
await browser.close();
await api.dispose();
