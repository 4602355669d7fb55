import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData } from '../support/catalogue.ts';
import { creditWallet } from '../support/checkout.ts';
import { addAddressAtMapCentre, chooseSlotMethodAndPort, submit, toast } from '../support/checkout-page.ts';
import { createCustomer, nextCode, signInBrowser, textsSent } from '../support/identity.ts';
import { moveOrder } from '../support/orders.ts';

// The referral promise (checkout-and-account.md §1, §2; decisions 057 and 082): customer A copies the
// invite link; B signs up through it, finds the welcome code in /profile/coupons-codes and uses it on the
// first order (the sandbox bank at one width, the wallet at the other). Once the order is delivered, A
// sees the code B's order earned, with B's name, in /profile/referral — when B paid real money through the
// bank; an order paid from the wallet earns nothing (decision 082).

const csrf = { 'x-shop-csrf': '1' };
const newMobile = () => `0912${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The signed-in browser's basket, filled with the most expensive products up to `rials`. */
async function fillBasket(page: Page, request: APIRequestContext, rials: number) {
  type Priced = { id: number; price: number; price_by_discount: number | null; available: boolean };
  let total = 0;
  for (const product of await apiData<Priced[]>(request, '/products?sortby=2&page=1')) {
    if (total >= rials) break;
    if (!product.available) continue;
    const added = await page.request.post(`/api/v1/cart/${product.id}`, {
      headers: csrf,
      data: { type: 1, count: 1, add: 1 },
    });
    if (added.ok()) total += product.price_by_discount ?? product.price;
  }
  expect(total).toBeGreaterThanOrEqual(rials);
}

for (const [width, pays] of [
  [390, 'bank'],
  [1366, 'wallet'],
] as const) {
  test(`a friend joins through the invite link, uses the welcome code, and the delivered order earns the introducer one when paid at the bank (${width} px, ${pays})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const viewport = { width, height: width < 800 ? 844 : 900 };
    await page.setViewportSize(viewport);

    // A copies the invite link from the share dialog.
    const introducer = {
      mobile: newMobile(),
      password: 'secret-pass-1',
      firstName: 'رضا',
      lastName: 'محمدی',
    };
    await createCustomer(request, introducer);
    await signInBrowser(page, introducer);
    await page.goto('/profile/referral');
    await expect(page.getByRole('heading', { name: 'دعوت از دوستان', level: 1 })).toBeVisible();
    await expect(page.getByText('کد تخفیفی برای شما ثبت نشده است')).toBeVisible();
    const introduceCode = (await page.getByTestId('introduce-code').textContent())!.trim();
    await page.getByRole('button', { name: 'ارسال لینک دعوت' }).click();
    const dialog = page.getByRole('dialog', { name: 'لینک دعوت شما' });
    await expect(dialog.getByRole('link', { name: 'ارسال با تلگرام' })).toHaveAttribute(
      'href',
      /^https:\/\/t\.me\/share\/url\?url=/,
    );
    await expect(dialog.getByRole('link', { name: 'ارسال با واتس‌اپ' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=/,
    );
    await dialog.getByRole('button', { name: 'کپی لینک' }).click();
    await expect(toast(page, 'لینک دعوت کپی شد')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/login\\?ref=${introduceCode}$`));
    await expect(dialog.getByLabel('لینک دعوت')).toHaveValue(link);

    // B opens it in a browser of their own and registers.
    const friendContext = await browser.newContext({
      viewport,
      locale: 'fa-IR',
      timezoneId: 'Asia/Tehran',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const friend = await friendContext.newPage();
    const mobile = newMobile();
    await friend.goto(link);
    await friend.getByLabel('شمارهٔ موبایل').fill(mobile);
    const before = await textsSent(request, mobile);
    await friend.getByRole('button', { name: 'ادامه' }).click();
    await friend.getByLabel('کد تأیید').fill(await nextCode(request, mobile, before));
    await friend.getByRole('checkbox').check();
    await friend.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
    await friend.waitForURL(/\/register/);
    await friend.getByLabel('نام', { exact: true }).fill('مریم');
    await friend.getByLabel('نام خانوادگی').fill('احمدی');
    await friend.getByLabel('کد ملی').fill('۰۴۹۹۳۷۰۸۹۹');
    await friend.getByRole('button', { name: 'ثبت اطلاعات' }).click();
    await friend.waitForURL((url) => !url.pathname.startsWith('/register'));

    // The welcome code is waiting: 10,000 tomans, copied with a toast.
    await friend.goto('/profile/coupons-codes');
    const welcome = friend.getByTestId('coupon');
    await expect(welcome).toHaveCount(1);
    await expect(welcome).toContainText('۱۰٬۰۰۰ تومان');
    await expect(welcome).toContainText(/معتبر تا [۰-۹]+ \S+ [۰-۹]{4}/);
    await welcome.getByRole('button', { name: /^کپی کد/ }).click();
    await expect(toast(friend, 'کد تخفیف با موفقیت کپی شد')).toBeVisible();
    const code = await friend.evaluate(() => navigator.clipboard.readText());
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    // B's first order, with the code.
    // Above the 1,000,000 rials of real money an introducer's code asks for (decision 082).
    await fillBasket(friend, request, 1_500_000);
    if (pays === 'wallet') await creditWallet(request, mobile, 200_000_000);
    await friend.goto('/checkout');
    await addAddressAtMapCentre(friend);
    await chooseSlotMethodAndPort(friend, 'پرداخت و ثبت سفارش');
    const summary = friend.getByTestId('checkout-summary');
    await summary.getByLabel('کد تخفیف').fill(code.toLowerCase());
    await summary.getByRole('button', { name: 'اعمال' }).click();
    await expect(toast(friend, 'کد تخفیف با موفقیت اعمال شد')).toBeVisible();
    await expect(summary).toContainText('− ۱۰٬۰۰۰ تومان');
    if (pays === 'wallet') {
      await summary.getByLabel(/^استفاده از موجودی کیف پول/).check();
      await submit(friend).click();
      await expect(friend.getByTestId('payment-message')).toHaveText(
        'سفارش شما ثبت و مبلغ آن از کیف پول پرداخت شد.',
      );
    } else {
      await submit(friend).click();
      await expect(friend).toHaveURL(/\/sandbox-bank\//);
      await friend.getByRole('button', { name: 'پرداخت', exact: true }).click();
      await expect(friend).toHaveURL(/\/payments\?status=paid/);
    }

    // Used: the code stays listed, with no copy button.
    await friend.goto('/profile/coupons-codes');
    await expect(friend.getByTestId('coupon')).toContainText('غیرقابل استفاده');
    await expect(friend.getByRole('button', { name: /^کپی کد/ })).toHaveCount(0);
    const listed = await friend.request.get('/api/v1/orders');
    expect(listed.ok()).toBe(true);
    const [order] = ((await listed.json()) as { data: { list: { id: number }[] } }).data.list;
    await friendContext.close();

    // Paid is not yet earned: the code comes when the goods reach the friend.
    await page.goto('/profile/referral');
    await expect(page.getByText('کد تخفیفی برای شما ثبت نشده است')).toBeVisible();
    await moveOrder(request, order!.id, [50, 60]);
    await page.reload();
    if (pays === 'wallet') {
      // Paid from the wallet: no money reached the shop, so nothing is earned.
      await expect(page.getByText('کد تخفیفی برای شما ثبت نشده است')).toBeVisible();
      await expect(page.getByTestId('earned-code')).toHaveCount(0);
      return;
    }

    // A's earned code, with B's name, single use until a Solar Hijri day; and among A's own codes.
    const earned = page.getByTestId('earned-code');
    await expect(earned).toHaveCount(1);
    await expect(earned).toContainText('معرفی مریم احمدی');
    await expect(earned).toContainText(/یک‌بار مصرف تا [۰-۹]+ \S+ [۰-۹]{4}/);
    const earnedCode = (await earned.locator('bdi').textContent())!.trim();
    await page.goto('/profile/coupons-codes');
    await expect(page.getByTestId('coupon')).toContainText(earnedCode);
    await expect(page.getByRole('button', { name: `کپی کد ${earnedCode}` })).toBeVisible();
  });
}
