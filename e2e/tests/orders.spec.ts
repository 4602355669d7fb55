import { toPersianDigits } from '@shop/domain/persian-digits';
import { expect, test, type Page } from '@playwright/test';
import type { ProductCard } from '../support/catalogue.ts';
import { creditWallet } from '../support/checkout.ts';
import { toast } from '../support/checkout-page.ts';
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
import { ownedByReact } from '../support/react.ts';
import { setStock as setStockAsStaff } from '../support/staff.ts';

// The customer's orders (/profile/orders; checkout-and-account.md §2, §4, §8): reached from the account
// menu, an accordion of orders whose rows open their detail; a note, a cancellation, a rating, a
// payment at the sandbox bank and «خرید مجدد», at a phone's width and a desktop's. Orders are placed
// through the API with the customer's own session, as the checkout page places them.

type Customer = { mobile: string; password: string };

/** A signed-in customer with an address, and `howMany` products of the listing's page `page` to order. */
async function customerWithProducts(page: Page, mobile: string, listingPage: number, howMany: number) {
  const customer = { mobile, password: 'secret-pass-1', firstName: 'مریم', lastName: 'احمدی' };
  await createCustomer(page.request, customer);
  await signInBrowser(page, customer);
  const address = await addAddress(page, mobile);
  const products = await productsWithStock(page.request, listingPage, howMany);
  const order = async (port: number, lines: readonly ProductCard[], options = { useWallet: false }) => {
    await fillBasket(page, lines);
    return placeOrder(page, address, port, options);
  };
  return { customer: customer as Customer, products, order };
}

const row = (page: Page, trackingCode: string) =>
  page.getByTestId('order-row').filter({ hasText: shownTrackingCode(trackingCode) });

async function openRow(page: Page, trackingCode: string) {
  const button = row(page, trackingCode).getByRole('button', { expanded: false });
  await ownedByReact(button);
  await button.click();
  const region = row(page, trackingCode).getByRole('region');
  await expect(region.getByTestId('order-detail')).toBeVisible();
  return region;
}

for (const [index, width] of [390, 1366].entries()) {
  const isPhone = width < 1024;
  const mobile = (test: number) => `0912434${index}${String(test).padStart(3, '0')}`;
  // Each journey orders goods of its own (listing pages 40 on), so no journey empties another's.
  const listingPage = (test: number) => 40 + index * 20 + test * 4;

  test.describe(`orders at ${width} px`, () => {
    test.use({ viewport: { width, height: isPhone ? 844 : 900 } });

    test('opens the orders from the account menu, adds a note to one and cancels another', async ({
      page,
    }) => {
      const { products, order } = await customerWithProducts(page, mobile(1), listingPage(1), 3);
      const invoice = await order(ports.invoiceLater, [products[0]!]);
      const online = await order(ports.online, products.slice(1, 3));

      await page.goto('/');
      if (isPhone) {
        // A phone has no header menu: the bottom bar's profile, then the account area's own links.
        await page
          .getByRole('navigation')
          .filter({ hasText: 'خانه' })
          .getByRole('link', { name: 'پروفایل' })
          .click();
        await expect(page).toHaveURL('/profile');
        await page
          .getByRole('navigation', { name: 'حساب کاربری' })
          .getByRole('link', { name: 'سفارش‌های من' })
          .click();
      } else {
        const menu = page.getByRole('banner').getByRole('button', { name: 'مریم' });
        await ownedByReact(menu);
        await menu.click();
        await page.getByRole('banner').getByRole('link', { name: 'سفارش‌های من' }).click();
      }
      await expect(page).toHaveURL('/profile/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'سفارش‌های من' })).toBeVisible();

      // Newest first, numbered, with the code readable, a Jalali date, tomans and the coloured status.
      const rows = page.getByTestId('order-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(shownTrackingCode(online.trackingCode));
      await expect(rows.first()).toContainText(/[۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}/);
      await expect(rows.first()).toContainText('تومان');
      await expect(row(page, online.trackingCode).getByTestId('order-status')).toHaveText('در انتظار پرداخت');
      await expect(row(page, online.trackingCode).getByTestId('order-status')).toHaveAttribute(
        'data-tone',
        'info-text',
      );
      await expect(row(page, invoice.trackingCode).getByTestId('order-status')).toHaveText('در حال پردازش');
      await expect(row(page, invoice.trackingCode).getByTestId('order-status')).toHaveAttribute(
        'data-tone',
        'info-background',
      );

      // The online order awaiting payment: its timeline, goods and what may be done.
      const detail = await openRow(page, online.trackingCode);
      await expect(row(page, online.trackingCode).getByRole('button').first()).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const timeline = detail.getByTestId('order-timeline').getByRole('listitem');
      await expect(timeline.first()).toContainText('ثبت سفارش');
      await expect(timeline.first()).toHaveAttribute('data-done', 'true');
      await expect(timeline.nth(1)).toHaveAttribute('data-done', 'false');
      await expect(detail.getByTestId('order-goods').getByRole('link')).toHaveCount(2);
      await expect(detail.getByTestId('order-goods').getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^/products/${products[1]!.id}/`),
      );
      await expect(detail.getByTestId('order-facts')).toContainText('پرداخت اینترنتی');
      await expect(detail.getByTestId('order-facts')).toContainText(
        /ساعت [۰-۹]{2}:[۰-۹]{2} تا [۰-۹]{2}:[۰-۹]{2}/,
      );
      await expect(detail.getByTestId('order-amounts')).toContainText('مبلغ قابل پرداخت');
      const actions = detail.getByTestId('order-actions');
      for (const name of ['پرداخت', 'یادداشت', 'خرید مجدد', 'لغو سفارش']) {
        await expect(actions.getByRole('button', { name, exact: true })).toBeVisible();
      }

      // A note: what the customer types is text, never markup.
      await actions.getByRole('button', { name: 'یادداشت' }).click();
      const noteDialog = page.getByRole('dialog', { name: 'یادداشت سفارش' });
      await expect(noteDialog.getByText('هنوز یادداشتی برای این سفارش ننوشته‌اید.')).toBeVisible();
      const box = noteDialog.getByPlaceholder('اگر نیاز به توضیح دارید اینجا بنویسید');
      await box.fill('<b>زنگ</b> واحد ۳ خراب است.\nلطفاً تماس بگیرید.');
      await noteDialog.getByRole('button', { name: 'ثبت یادداشت' }).click();
      await expect(toast(page, 'یادداشت شما ثبت شد.')).toBeVisible();
      await expect(noteDialog).toHaveCount(0);
      const notes = detail.getByTestId('order-notes');
      await expect(notes).toContainText('<b>زنگ</b> واحد ۳ خراب است.');
      await expect(notes.locator('b')).toHaveCount(0);
      await expect(notes.locator('br')).toHaveCount(1);
      await expect(actions.getByRole('button', { name: 'یادداشت (۱)' })).toBeVisible();

      // Cancel the invoice-later order, after the confirmation: its row says so.
      const invoiceDetail = await openRow(page, invoice.trackingCode);
      await invoiceDetail.getByRole('button', { name: 'لغو سفارش' }).click();
      const confirm = page.getByRole('dialog', { name: 'لغو سفارش' });
      await expect(confirm).toContainText('آیا از لغو این سفارش اطمینان دارید؟');
      await confirm.getByRole('button', { name: 'انصراف' }).click();
      await expect(confirm).toHaveCount(0);
      await invoiceDetail.getByRole('button', { name: 'لغو سفارش' }).click();
      await confirm.getByRole('button', { name: 'بله، لغو شود' }).click();
      await expect(toast(page, 'سفارش با موفقیت لغو شد')).toBeVisible();
      await expect(row(page, invoice.trackingCode).getByTestId('order-status')).toHaveText('لغو شده');
      await expect(row(page, invoice.trackingCode).getByTestId('order-status')).toHaveAttribute(
        'data-tone',
        'muted',
      );
      await expect(invoiceDetail.getByRole('button', { name: 'لغو سفارش' })).toHaveCount(0);
      await expect(invoiceDetail.getByTestId('order-timeline')).toContainText('لغو شده');
      // The other row stayed open as it was.
      await expect(detail.getByTestId('order-notes')).toBeVisible();
    });

    // The rest once, at a phone's width: their subject is the orders, not the layout (decision 094).
    // The way in above differs by width and runs at both.
    if (isPhone) {
      test('rates a delivered order, then buys it again and sees the basket', async ({ page, request }) => {
        const { customer, products, order } = await customerWithProducts(page, mobile(2), listingPage(2), 3);
        // The test doors take no session (the page's own requests carry its cookie, and so a CSRF check).
        await creditWallet(request, customer.mobile, 500_000_000);
        const delivered = await order(ports.online, products, { useWallet: true });
        await moveOrder(request, delivered.id, [50, 60]);

        await page.goto('/profile/orders');
        await expect(row(page, delivered.trackingCode).getByTestId('order-status')).toHaveAttribute(
          'data-tone',
          'success',
        );
        const detail = await openRow(page, delivered.trackingCode);
        await expect(detail.getByTestId('order-actions').getByRole('button', { name: 'پرداخت' })).toHaveCount(
          0,
        );

        // Stars as a radio group, chosen from the keyboard; the note box comes after choosing.
        const rating = detail.getByRole('group', { name: 'امتیاز شما به این سفارش' });
        await expect(rating.getByRole('radio')).toHaveCount(5);
        await expect(detail.getByLabel('توضیح شما (اختیاری)')).toHaveCount(0);
        await rating.getByRole('radio', { name: '۱ از ۵' }).focus();
        await page.keyboard.press('Space');
        for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
        await expect(rating.getByRole('radio', { name: '۴ از ۵' })).toBeChecked();
        await detail.getByLabel('توضیح شما (اختیاری)').fill('پیک سر وقت رسید.');
        await detail.getByRole('button', { name: 'ثبت امتیاز' }).click();
        await expect(toast(page, 'تجربه شما با موفقیت ثبت شد. سپاسگزاریم.')).toBeVisible();
        await expect(detail.getByRole('img', { name: 'امتیاز شما: ۴ از ۵' })).toBeVisible();
        await expect(detail.getByTestId('order-rating')).toContainText('پیک سر وقت رسید.');
        await expect(detail.getByRole('radio')).toHaveCount(0);

        // «خرید مجدد» with one product gone meanwhile: the rest go in, and the basket says why.
        const gone = products[2]!;
        const setStock = (inventory: number) => setStockAsStaff(request, gone.id, inventory);
        await setStock(0);
        try {
          await detail.getByRole('button', { name: 'خرید مجدد' }).click();
          const added = toast(page, 'برخی کالاهای این سفارش به سبد اضافه نشد');
          await expect(added).toContainText(gone.name);
          await added.getByRole('link', { name: 'مشاهدهٔ سبد خرید' }).click();
          await expect(page).toHaveURL('/cart');
          for (const product of products.slice(0, 2)) {
            await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
          }
          await expect(page.getByRole('status').filter({ hasText: gone.name })).toBeVisible();
        } finally {
          await setStock(gone.inventory);
        }

        // Again with everything in stock: the whole order is in the basket.
        await page.goto('/profile/orders');
        const again = await openRow(page, delivered.trackingCode);
        await again.getByRole('button', { name: 'خرید مجدد' }).click();
        await expect(toast(page, 'کالاهای این سفارش به سبد خرید اضافه شد.')).toBeVisible();
        const cart = (await (await page.request.get('/api/v1/cart')).json()) as {
          data: { items: { id: number }[] };
        };
        expect(cart.data.items.map((item) => item.id).sort()).toEqual(products.map((p) => p.id).sort());
      });

      test('repays an online order at the sandbox bank and sees it paid in the list', async ({ page }) => {
        const { products, order } = await customerWithProducts(page, mobile(3), listingPage(3), 1);
        const online = await order(ports.online, products);

        await page.goto('/profile/orders');
        const detail = await openRow(page, online.trackingCode);
        await detail.getByRole('button', { name: 'پرداخت', exact: true }).click();
        await expect(page).toHaveURL(/\/sandbox-bank\/S\w{35}$/);
        await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
        await expect(page).toHaveURL(/\/payments\?status=paid/);
        const reference = new URL(page.url()).searchParams.get('ref_id');
        expect(reference).toMatch(/^\d+$/);
        await page.getByRole('link', { name: 'مشاهدهٔ سفارش‌ها' }).click();

        await expect(page).toHaveURL('/profile/orders');
        await expect(row(page, online.trackingCode).getByTestId('order-status')).toHaveText('در حال پردازش');
        const paid = await openRow(page, online.trackingCode);
        await expect(paid.getByTestId('order-timeline').getByRole('listitem').nth(1)).toHaveAttribute(
          'data-done',
          'true',
        );
        await expect(paid.getByTestId('order-actions').getByRole('button', { name: 'پرداخت' })).toHaveCount(
          0,
        );

        // Its payment receipt gives the bank's reference, as the bank gave it to the shop.
        await paid.getByTestId('order-documents').getByRole('link', { name: 'رسید پرداخت' }).click();
        const facts = page.getByTestId('payment-facts');
        await expect(facts).toContainText('شمارهٔ مرجع بانک');
        await expect(facts).toContainText(toPersianDigits(reference ?? ''));
      });

      test('says when there are no orders, and when an order’s detail fails to load, with a retry', async ({
        page,
      }) => {
        const { products, order } = await customerWithProducts(page, mobile(4), listingPage(4), 1);
        await page.goto('/profile/orders');
        await expect(page.getByTestId('orders-empty')).toHaveText('سفارشی ثبت نشده است');

        const placed = await order(ports.invoiceLater, products);
        await page.reload();
        await page.route('**/api/v1/orders/*', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
        );
        const button = row(page, placed.trackingCode).getByRole('button');
        await ownedByReact(button);
        await button.click();
        const region = row(page, placed.trackingCode).getByRole('region');
        await expect(region.getByRole('alert')).toContainText('خطایی رخ داده است');
        await page.unroute('**/api/v1/orders/*');
        await region.getByRole('button', { name: 'تلاش دوباره' }).click();
        await expect(region.getByTestId('order-detail')).toBeVisible();
        await expect(region.getByRole('alert')).toHaveCount(0);
      });
    }
  });
}
