import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiData, findProduct, type ProductCard } from '../support/catalogue.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import { ownedByReact } from '../support/react.ts';
import { setStock as setStockAsStaff } from '../support/staff.ts';

// The phone's product page (issue 46 item 12): the price and «افزودن به سبد» in the first screen, the
// next delivery slot the checkout would still take as a promise, a cue when few are left, and a last
// breadcrumb that ends inside the screen.

const run = String(Date.now() % 100_000).padStart(5, '0');
const phone = { width: 390, height: 844 };
/** The shop's bottom bar: what is behind it is not in sight. */
const bottomBar = 64;
const productPath = (product: { id: number; slug: string }) =>
  `/products/${product.id}/${encodeURIComponent(product.slug)}`;

async function shot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path: join(import.meta.dirname, '../screenshots', `product-${name}-${width}.png`),
  });
}

/** Whether the element is wholly on the screen above the bottom bar, and nothing covers its middle. */
async function isInFirstScreen(page: Page, selector: ReturnType<Page['locator']>) {
  const height = page.viewportSize()!.height;
  const box = await selector.boundingBox();
  if (!box || box.y < 0 || box.y + box.height > height - bottomBar) return false;
  return selector.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test.describe('the product page on a phone', () => {
  test.use({ viewport: phone });

  test('the price and «افزودن به سبد» are in the first screen, and the last crumb ends inside it', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (candidate) => candidate.max_count > 1);
    await page.goto(productPath(product));
    const pageButton = page
      .locator('main')
      .getByRole('button', { name: 'افزودن به سبد', exact: true })
      .first();
    await ownedByReact(pageButton);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    const bar = page.getByTestId('sticky-buy-bar');
    // In the page itself, or in the bar fixed above the bottom bar while the page's is below the fold.
    const holder = (await isInFirstScreen(page, pageButton)) ? page.locator('main') : bar;
    await expect(holder.getByRole('button', { name: 'افزودن به سبد', exact: true }).first()).toBeVisible();
    expect(
      await isInFirstScreen(page, holder.getByRole('button', { name: 'افزودن به سبد', exact: true }).first()),
    ).toBe(true);
    expect(await isInFirstScreen(page, holder.getByText('تومان').first())).toBe(true);

    // The last crumb (the product's name) ends inside the screen, cut with «…» if it must be.
    const crumb = page.getByRole('navigation', { name: 'مسیر صفحه' }).locator('[aria-current="page"]');
    const box = (await crumb.boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    await shot(page, 'first-screen');
  });

  test('promises the first slot the checkout would still take', async ({ page, request }) => {
    const customer = {
      mobile: `0937${run}01`,
      password: 'secret-pass-1',
      firstName: 'مریم',
      lastName: 'احمدی',
    };
    await createCustomer(request, customer);
    await signInBrowser(page, customer);
    const checkout = await page.request.get('/api/v1/checkout');
    expect(checkout.ok(), await checkout.text()).toBe(true);
    type Day = {
      date: string;
      title: { day_of_week: string };
      times: {
        active: boolean;
        started_hr: number;
        started_mn: number;
        finished_hr: number;
        finished_mn: number;
      }[];
    };
    const days = ((await checkout.json()) as { data: { time_windows: Day[] } }).data.time_windows;
    const day = days.find((candidate) => candidate.times.some((time) => time.active))!;
    const time = day.times.find((slot) => slot.active)!;
    const tehran = (offsetDays: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(
        Date.now() + offsetDays * 86_400_000,
      );
    const said = day.date === tehran(0) ? 'امروز' : day.date === tehran(1) ? 'فردا' : day.title.day_of_week;
    const clock = (hour: number, minute: number) =>
      (minute === 0 ? String(hour) : `${hour}:${String(minute).padStart(2, '0')}`).replace(
        /\d/g,
        (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!,
      );
    const expected = `ارسال از ${said} ${clock(time.started_hr, time.started_mn)} تا ${clock(time.finished_hr, time.finished_mn)}`;

    const product = await findProduct(request, (candidate) => candidate.max_count > 1);
    await page.goto(productPath(product));
    await expect(page.getByTestId('delivery-promise')).toHaveText(expected);
  });

  test('says how many are left when few are', async ({ page, request }) => {
    // A product of a page no other journey reads: its detail is not yet kept by the public cache.
    const cards = await apiData<ProductCard[]>(request, '/products?page=37');
    const product = cards.find((card) => card.available && card.inventory > 10)!;
    const setStock = (inventory: number) => setStockAsStaff(request, product.id, inventory);
    await setStock(3);
    try {
      await page.goto(productPath(product));
      await expect(page.getByTestId('few-left')).toHaveText('تنها ۳ عدد در انبار باقی مانده');
      await page.getByTestId('few-left').scrollIntoViewIfNeeded();
      await shot(page, 'few-left');
    } finally {
      await setStock(product.inventory);
    }
  });
});

test('on a desktop the page keeps the square gallery with the price beside it, and says when it comes', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const product = await findProduct(request, (candidate) => candidate.max_count > 1);
  await page.goto(productPath(product));
  await expect(page.getByTestId('delivery-promise')).toContainText('ارسال از');
  const button = page.locator('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).first();
  expect(await isInFirstScreen(page, button)).toBe(true);
  await shot(page, 'first-screen');
});
