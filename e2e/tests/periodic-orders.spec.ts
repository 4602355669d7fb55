import { expect, test, type Page } from '@playwright/test';
import { customerWithBasket } from '../support/checkout.ts';
import {
  addAddressAtMapCentre,
  chooseSlotMethodAndPort,
  giveNationalCode,
  step,
  submit,
  toast,
} from '../support/checkout-page.ts';
import { createCustomer } from '../support/identity.ts';

// Periodic orders (issue 19, decision 055): an order placed as weekly starts a plan; on
// /profile/periodic-orders the customer skips a round, changes the period and a count, and stops it.
// The page is the account area's: a visitor signs in first and comes back.

type CheckoutData = {
  products: { id: number; name: string; order_count: number }[];
  time_windows: { date: string; times: { active: boolean; started_at: string; finished_at: string }[] }[];
};

/** «جمعه ۱۴ آذر»: a Tehran calendar day as the page names it, `days` after `day`. */
function dayName(day: string, days = 0): string {
  const at = new Date(`${day}T08:30:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Tehran',
  }).format(at);
}

const persian = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });
const plans = (page: Page) => page.getByTestId('periodic-plan');

test('a weekly order’s plan: skip a round, change it to monthly with one more, then stop it', async ({
  page,
  request,
}) => {
  // A whole checkout, then every action of the page with a reload between: longer than one journey.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await customerWithBasket(page, request, '09127773001', 300_000);
  const data = ((await (await page.request.get('/api/v1/checkout')).json()) as { data: CheckoutData }).data;
  // The one product of the basket, and the slot the page offers first (the first open one).
  const [product] = data.products;
  expect(data.products).toHaveLength(1);
  const delivery = data.time_windows.find((day) => day.times.some((time) => time.active))!;
  const slot = delivery.times.find((time) => time.active)!;

  await page.goto('/checkout');
  await giveNationalCode(page);
  await addAddressAtMapCentre(page);
  await chooseSlotMethodAndPort(page, 'ثبت سفارش، پرداخت بعد از دریافت فاکتور');
  await step(page, 'periodic')
    .getByRole('button', { name: /نوع سفارش دوره‌ای/ })
    .click();
  await step(page, 'periodic').getByText('هفتگی', { exact: true }).click();
  await expect(step(page, 'periodic')).toContainText('هفتگی');
  await submit(page).click();
  await expect(page).toHaveURL(/\/payments\?/);

  // From the header's account menu.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'مریم' }).click();
  await page.getByRole('link', { name: 'سفارش‌های دوره‌ای' }).click();
  await expect(page).toHaveURL('/profile/periodic-orders');
  await expect(page.getByRole('heading', { name: 'سفارش‌های دوره‌ای', level: 1 })).toBeVisible();
  await expect(plans(page)).toHaveCount(1);
  const plan = plans(page).first();
  await expect(plan.getByRole('heading', { name: 'سفارش دوره‌ای هفتگی' })).toBeVisible();
  // The first round comes a week after the order's delivery day, in the window chosen.
  await expect(plan.getByTestId('next-round')).toHaveText(
    `نوبت بعد: ${dayName(delivery.date, 7)}، ساعت ${slot.started_at} تا ${slot.finished_at}`,
  );
  await expect(plan).toContainText('خیابان ولیعصر، کوچهٔ بهار');
  await expect(plan).toContainText('پرداخت پس از دریافت فاکتور');
  await expect(plan.getByRole('link', { name: product!.name })).toHaveAttribute(
    'href',
    new RegExp(`^/products/${product!.id}/`),
  );
  await expect(plan.getByTestId('plan-line')).toContainText(`${persian(product!.order_count)} عدد`);
  await expect(plan.getByTestId('goods-total')).toContainText(/مبلغ کالاها با قیمت امروز: [۰-۹٬]+ تومان/);

  // Skipping the round moves the next one a week on.
  await plan.getByRole('button', { name: 'این نوبت را نمی‌خواهم' }).click();
  await expect(
    toast(page, `نوبت ${dayName(delivery.date, 7)} رد شد. نوبت بعد: ${dayName(delivery.date, 14)}`),
  ).toBeVisible();
  await expect(plan.getByTestId('next-round')).toContainText(dayName(delivery.date, 14));

  // Monthly, and one more of the product; the only line cannot be removed.
  await plan.getByRole('button', { name: 'تغییر' }).click();
  await expect(plan.getByRole('radio', { name: 'هفتگی' })).toBeFocused();
  await plan.getByRole('radio', { name: 'ماهانه' }).check();
  await expect(plan.getByRole('button', { name: `حذف ${product!.name}` })).toBeDisabled();
  await plan.getByRole('button', { name: `یکی بیشتر از ${product!.name}` }).click();
  await plan.getByRole('button', { name: 'ذخیره' }).click();
  await expect(toast(page, 'تغییرات ذخیره شد')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'تغییر' })).toBeFocused();
  const count = `${persian(product!.order_count + 1)} عدد`;
  await expect(plan.getByRole('heading', { name: 'سفارش دوره‌ای ماهانه' })).toBeVisible();
  await expect(plan.getByTestId('plan-line')).toContainText(count);

  // Kept by the shop: the page read again shows them, the round already set keeping its day.
  await page.reload();
  await expect(plan.getByRole('heading', { name: 'سفارش دوره‌ای ماهانه' })).toBeVisible();
  await expect(plan.getByTestId('plan-line')).toContainText(count);
  await expect(plan.getByTestId('next-round')).toContainText(dayName(delivery.date, 14));

  // Stopping asks first; «انصراف» keeps it.
  const stop = plan.getByRole('button', { name: 'توقف سفارش دوره‌ای' });
  await stop.click();
  const dialog = page.getByRole('dialog', { name: 'آیا از توقف این سفارش دوره‌ای اطمینان دارید؟' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialog).toBeHidden();
  await expect(stop).toBeFocused();
  await stop.click();
  await dialog.getByRole('button', { name: 'بله، متوقف شود' }).click();
  await expect(toast(page, 'سفارش دوره‌ای متوقف شد')).toBeVisible();
  await expect(plans(page)).toHaveCount(0);
  await expect(page.getByTestId('periodic-empty')).toContainText('هنوز سفارش دوره‌ای فعالی ندارید.');
  await expect(page.getByRole('heading', { name: 'سفارش‌های دوره‌ای', level: 1 })).toBeFocused();
  await page.reload();
  await expect(page.getByTestId('periodic-empty')).toBeVisible();
  await expect(
    page.getByTestId('periodic-empty').getByRole('link', { name: 'رفتن به فروشگاه' }),
  ).toHaveAttribute('href', '/');
});

test('a visitor is sent to sign in and comes back to the periodic orders', async ({ page, request }) => {
  // The guard is the server's: a redirect before any script.
  const answer = await request.get('/profile/periodic-orders', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/login?backUrl=%2Fprofile%2Fperiodic-orders');

  const customer = { mobile: '09127773002', password: 'secret-pass-1', firstName: 'ندا', lastName: 'رضایی' };
  await createCustomer(request, customer);
  await page.goto('/profile/periodic-orders');
  await expect(page).toHaveURL('/login?backUrl=%2Fprofile%2Fperiodic-orders');
  await page.getByLabel('شمارهٔ موبایل').fill(customer.mobile);
  await page.getByRole('button', { name: 'ادامه' }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL('/profile/periodic-orders');
  await expect(page.getByTestId('periodic-empty')).toBeVisible();
});
