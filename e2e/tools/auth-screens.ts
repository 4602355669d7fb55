// Screenshots of every sign-in step, registration, the profile page and the profile dropdown, at
// 390 px and 1366 px, for looking at (not a test). Needs a server with SMS_OUTBOX_ROUTE=1 (the e2e
// server): NODE_ENV=test SMS_OUTBOX_ROUTE=1 E2E_PORT=3200 npx node e2e/server.ts
//   npx node e2e/tools/auth-screens.ts --base http://127.0.0.1:3200 [--run 1]
// Written to e2e/screenshots/look-auth-<step>-<width>.png. Each run needs fresh mobile numbers
// (3 texts per number per 10 minutes): --run picks another block of them.
import { join } from 'node:path';
import { chromium, request as playwrightRequest, type Page } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { createCustomer, nextCode, textsSent } from '../support/identity.ts';

const args = process.argv.slice(2);
const option = (flag: string, fallback: string) => {
  const index = args.indexOf(flag);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const base = option('--base', 'http://127.0.0.1:3200');
const run = Number(option('--run', '0'));
const api = await playwrightRequest.newContext({ baseURL: base });
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });

async function shoot(page: Page, name: string, width: number) {
  // Let transitions (toasts, focus rings) settle before the picture.
  await page.waitForTimeout(400);
  const file = join(import.meta.dirname, '../screenshots', `look-auth-${name}-${width}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

for (const [index, width] of [390, 1366].entries()) {
  const mobile = (n: number) => `0912100${String(run * 100 + index * 10 + n).padStart(4, '0')}`;
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'fa-IR',
    baseURL: base,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();

  // A new number: mobile entry, the registration code step, profile completion.
  await page.goto('/login?backUrl=%2Fprofile');
  await shoot(page, 'mobile', width);
  await page.getByLabel('شمارهٔ موبایل').fill('12');
  await page.getByRole('button', { name: 'ادامه' }).click();
  await shoot(page, 'mobile-error', width);
  await page.getByLabel('شمارهٔ موبایل').fill(mobile(1));
  await page.getByRole('button', { name: 'ادامه' }).click();
  await page.getByRole('checkbox').waitFor();
  await shoot(page, 'register-code', width);
  await page.getByLabel('کد تأیید').fill(await nextCode(api, mobile(1), 0));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  await page.waitForURL(/\/register/);
  await page.getByLabel('نام', { exact: true }).press('a');
  await page.getByLabel('کد ملی').fill('123');
  await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();
  await shoot(page, 'register-profile', width);
  await page.getByLabel('نام', { exact: true }).fill('سارا');
  await page.getByLabel('نام خانوادگی').fill('محمدی');
  await page.getByLabel('کد ملی').fill('0499370899');
  await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();
  await page.waitForURL(/\/profile$/);
  await shoot(page, 'profile', width);
  if (width > 1024) {
    await page.getByRole('banner').getByRole('button', { name: 'سارا' }).click();
    // In the banner: /profile draws its own wallet line too, hidden from 1024 px (decision 60).
    await page.getByRole('banner').getByText('موجودی کیف پول').waitFor();
    await shoot(page, 'dropdown', width);
    await page.getByRole('button', { name: 'کپی کد معرف' }).click();
    await shoot(page, 'referral-copied', width);
    await page.getByRole('button', { name: 'خروج از حساب کاربری' }).click();
  } else {
    await context.clearCookies();
  }

  // An existing customer: password step, wrong password, code step, forgot-password step.
  const existing = { mobile: mobile(2), password: 'secret-pass-1', firstName: 'مریم', lastName: 'رضایی' };
  await createCustomer(api, existing);
  await page.goto('/login');
  await page.getByLabel('شمارهٔ موبایل').fill(existing.mobile);
  await page.getByRole('button', { name: 'ادامه' }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill('wrong-password');
  await shoot(page, 'password', width);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.locator('[data-sonner-toast]').waitFor();
  await shoot(page, 'password-wrong', width);
  let before = await textsSent(api, existing.mobile);
  await page.getByRole('button', { name: 'ورود با رمز یک‌بار مصرف' }).click();
  await nextCode(api, existing.mobile, before);
  await shoot(page, 'login-code', width);
  await page.getByRole('button', { name: 'بازگشت به مرحلهٔ قبل' }).click();
  await page.getByLabel('شمارهٔ موبایل').fill(existing.mobile);
  await page.getByRole('button', { name: 'ادامه' }).click();
  before = await textsSent(api, existing.mobile);
  await page.getByRole('button', { name: 'فراموشی رمز عبور' }).click();
  await nextCode(api, existing.mobile, before);
  await page.getByLabel('رمز عبور جدید', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'ذخیرهٔ رمز جدید و ورود' }).click();
  await shoot(page, 'forgot', width);
  await context.close();
}
await browser.close();
await api.dispose();
