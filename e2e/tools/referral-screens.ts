// Screenshots of the discount codes page, the referral page and its share dialog at 390 px and 1366 px,
// for looking at (not a test): a friend registers through a customer's invite link, sees the welcome
// code, uses it on an order paid from the wallet, and the customer sees the code it earned. Needs a
// server with SMS_OUTBOX_ROUTE=1, DEV_ADMIN_ROUTES=1 and TRUST_PROXY=loopback (the e2e server):
//   npx node e2e/tools/referral-screens.ts --base http://127.0.0.1:3200 [--run 1]
// Written to e2e/screenshots/look-referral-<screen>-<width>.png. --run picks other mobile numbers.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { chromium, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { creditWallet } from '../support/checkout.ts';
import { createCustomer, nextCode, signInBrowser } from '../support/identity.ts';

const args = process.argv.slice(2);
const option = (flag: string, fallback: string) => {
  const index = args.indexOf(flag);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
};
const base = option('--base', 'http://127.0.0.1:3200');
const run = Number(option('--run', '0'));
const api = await playwrightRequest.newContext({ baseURL: base });
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const csrf = { 'x-shop-csrf': '1' };

/** The whole page; a dialog's picture is the screen it covers. */
async function shoot(page: Page, name: string, width: number, fullPage = !name.startsWith('dialog')) {
  await page.waitForTimeout(400);
  const file = join(import.meta.dirname, '../screenshots', `look-referral-${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

/** The signed-in browser's order of the basket's first product, paid from the wallet with `code`. */
async function orderWithCode(request: APIRequestContext, code: string) {
  const [product] = (await (await request.get('/api/v1/products?sortby=2&page=1')).json()).data as {
    id: number;
  }[];
  await request.post(`/api/v1/cart/${product!.id}`, { headers: csrf, data: { type: 1, count: 1, add: 1 } });
  const address = await request.post('/api/v1/addresses', {
    headers: csrf,
    data: {
      name: 'سارا کریمی',
      mobile: '09123456789',
      address: 'خیابان ولیعصر، کوچهٔ بهار',
      number: '12',
      postal_code: '1969833114',
      province: 'تهران',
      city: 'تهران',
      lat: 35.7575,
      lng: 51.4098,
    },
  });
  const checkout = (await (await request.get('/api/v1/checkout')).json()).data;
  const time = checkout.time_windows
    .flatMap((day: { times: { id: number; active: boolean }[] }) => day.times)
    .find((slot: { active: boolean }) => slot.active);
  const coupon = (
    await (await request.post('/api/v1/checkout/coupon', { headers: csrf, data: { code } })).json()
  ).data;
  const placed = await request.post('/api/v1/checkout', {
    headers: { ...csrf, 'idempotency-key': randomUUID() },
    data: {
      info_id: (await address.json()).data.id,
      time_id: time.id,
      posting_method: checkout.posting_methods[0].id,
      payment_port: 6,
      periodic_type: 1,
      use_wallet: 1,
      coupon_id: coupon.coupon_id,
    },
  });
  if (!placed.ok()) throw new Error(await placed.text());
}

for (const [index, width] of [390, 1366].entries()) {
  const mobile = (n: number) => `0912300${String(run * 100 + index * 10 + n).padStart(4, '0')}`;
  const viewport = { width, height: width < 800 ? 844 : 900 };
  const options = {
    viewport,
    locale: 'fa-IR',
    baseURL: base,
    permissions: ['clipboard-read', 'clipboard-write'],
  };

  // The customer who invites: an empty referral page first.
  const introducer = { mobile: mobile(1), password: 'secret-pass-1', firstName: 'مریم', lastName: 'احمدی' };
  await createCustomer(api, introducer);
  const mine = await browser.newContext(options);
  const page = await mine.newPage();
  await signInBrowser(page, introducer);
  const introduceCode = (await (await page.request.get('/api/v1/profile')).json()).data
    .introduce_code as string;
  await page.goto('/profile/referral');
  await shoot(page, 'empty', width);
  await page.goto('/profile/coupons-codes');
  await shoot(page, 'coupons-empty', width);

  // The friend registers through the invite link and completes the profile.
  const theirs = await browser.newContext(options);
  const friend = await theirs.newPage();
  await friend.goto(`/login?ref=${introduceCode}`);
  await friend.getByLabel('شمارهٔ موبایل').fill(mobile(2));
  await friend.getByRole('button', { name: 'ادامه' }).click();
  await friend.getByRole('checkbox').waitFor();
  await friend.getByLabel('کد تأیید').fill(await nextCode(api, mobile(2), 0));
  await friend.getByRole('checkbox').check();
  await friend.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  await friend.waitForURL(/\/register/);
  await friend.getByLabel('نام', { exact: true }).fill('سارا');
  await friend.getByLabel('نام خانوادگی').fill('کریمی');
  await friend.getByLabel('کد ملی').fill('0499370899');
  await friend.getByRole('button', { name: 'ثبت اطلاعات' }).click();
  await friend.waitForURL((url) => !url.pathname.startsWith('/register'));
  await friend.goto('/profile/coupons-codes');
  await shoot(friend, 'coupons-welcome', width);
  await friend.getByRole('button', { name: /^کپی کد/ }).click();
  await friend.locator('[data-sonner-toast]').waitFor();
  await shoot(friend, 'coupons-copied', width);

  // The friend's first order, paid from the wallet with the welcome code.
  await creditWallet(api, mobile(2), 200_000_000);
  const code = (await (await friend.request.get('/api/v1/coupons')).json()).data.list[0].code as string;
  await orderWithCode(friend.request, code);
  await friend.goto('/profile/coupons-codes');
  await shoot(friend, 'coupons-used', width);

  // The introducer's earned code, the share dialog, and the code among their own.
  await page.goto('/profile/referral');
  await shoot(page, 'earned', width);
  await page.getByRole('button', { name: 'ارسال لینک دعوت' }).click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, 'dialog', width);
  await page.getByRole('button', { name: 'کپی لینک' }).click();
  await page.locator('[data-sonner-toast]').waitFor();
  await shoot(page, 'dialog-copied', width);
  await page.goto('/profile/coupons-codes');
  await shoot(page, 'coupons-earned', width);
  if (width > 1024) {
    await page.getByRole('banner').getByRole('button', { name: 'مریم' }).click();
    await page.getByText('موجودی کیف پول').waitFor();
    await shoot(page, 'menu', width);
  }
  await mine.close();
  await theirs.close();
}
await browser.close();
await api.dispose();
