import { expect, test, type Page } from '@playwright/test';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import {
  addAddress,
  fillBasket,
  placeOrder,
  ports,
  productsWithStock,
  shownTrackingCode,
} from '../support/orders.ts';
import { photograph } from '../support/photo.ts';
import { ownedByReact } from '../support/react.ts';

// An order's own page, /profile/orders/{id} (issue 46 items 9 and 10, decision 086): reached from the
// list and by its address, with its lines, times, payment, delivery and the note typed at checkout;
// the invoice leads back to it; another customer's id is «این سفارش پیدا نشد»; a visitor signs in first.

const note = 'زنگ واحد ۳ خراب است؛ لطفاً تماس بگیرید.';

async function signedInCustomer(page: Page, mobile: string) {
  const customer = { mobile, password: 'secret-pass-1', firstName: 'مریم', lastName: 'احمدی' };
  await createCustomer(page.request, customer);
  await signInBrowser(page, customer);
  return addAddress(page, mobile);
}

// One width, a phone's: the subject is what the page says, not its layout; it is photographed at a
// desktop's too (decision 094).
const index = 0;
const width = 390;
const isPhone = width < 1024;
const mobile = (test: number) => `0912435${index}${String(test).padStart(3, '0')}`;
// Goods between the invoice's pages (8 to 35) and the orders' (40 on); each takes a few units only.
const listingPage = (test: number) => 36 + index * 2 + (test - 1);

test.describe(`an order's own page at ${width} px`, () => {
  test.use({ viewport: { width, height: isPhone ? 844 : 900 } });

  test('opens from the list and by its address, with lines, times, payment, delivery and the note', async ({
    page,
    browser,
  }) => {
    // Two orders placed and one paid at the bank: about 26 s on a quiet two-core machine.
    test.setTimeout(90_000);
    const address = await signedInCustomer(page, mobile(1));
    const products = await productsWithStock(page.request, listingPage(1), 3);

    // An order paid online at the sandbox bank, with a note typed at checkout.
    await fillBasket(page, products.slice(0, 2), 2);
    const online = await placeOrder(page, address, ports.online, { note });
    await page.goto(online.url!);
    await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
    await expect(page).toHaveURL(/\/payments\?status=paid/);
    // An order paid by bank transfer, its receipt still to come.
    await fillBasket(page, products.slice(2, 3));
    const transfer = await placeOrder(page, address, ports.bankTransfer);

    // From the list: the row's detail leads to the order's own page.
    await page.goto('/profile/orders');
    const row = page.getByTestId('order-row').filter({ hasText: shownTrackingCode(online.trackingCode) });
    const button = row.getByRole('button', { expanded: false });
    await ownedByReact(button);
    await button.click();
    // The accordion's detail names every line with its count and prices too.
    await expect(row.getByTestId('order-line')).toHaveCount(2);
    await row.getByRole('link', { name: 'صفحهٔ این سفارش' }).click();
    await expect(page).toHaveURL(`/profile/orders/${online.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      shownTrackingCode(online.trackingCode),
    );

    // Its lines: picture, name, count × unit price and the line's total, in tomans, Persian digits.
    const lines = page.getByTestId('order-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first().getByRole('link')).toHaveText(products[0]!.name);
    await expect(lines.first()).toContainText(/۲ × [۰-۹٬]+ تومان/);
    await expect(lines.first().locator('img')).toHaveCount(1);
    await expect(page.locator('body')).not.toContainText(/[0-9]/);
    // The bill as the invoice adds it up; the timeline's steps with their day and time.
    await expect(page.getByTestId('order-amounts')).toContainText('مبلغ قابل پرداخت');
    await expect(page.getByTestId('order-amounts')).toContainText('هزینهٔ ارسال و بازهٔ تحویل');
    // Placed, paid and processing, each with its day and time.
    const done = page.getByTestId('order-timeline').locator('li[data-done="true"]');
    await expect(done).toHaveCount(3);
    await expect(done.first()).toContainText(/[۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}/);
    await expect(done.first()).toContainText(/ساعت [۰-۹]{2}:[۰-۹]{2}/);
    // Payment: paid online, when, the bank's reference, the attempt that paid.
    const payment = page.getByTestId('order-payment');
    await expect(payment).toContainText('پرداخت شد');
    await expect(payment).toContainText('شمارهٔ مرجع بانک');
    await expect(payment.getByTestId('order-payment-attempts').getByRole('listitem')).toHaveCount(1);
    await expect(payment.getByTestId('order-payment-attempts')).toContainText('پرداخت موفق');
    // Delivery: the day and window, the method, the address.
    await expect(page.getByTestId('order-facts')).toContainText(
      /ساعت [۰-۹]{2}:[۰-۹]{2} تا [۰-۹]{2}:[۰-۹]{2}/,
    );
    await expect(page.getByTestId('order-facts')).toContainText('خیابان ولیعصر');
    // The note typed at checkout is the customer's, shown as such.
    const notes = page.getByTestId('order-notes');
    await expect(notes).toContainText(note);
    await expect(notes).toContainText('هنگام ثبت سفارش');
    await photograph(page, 'order-page-online', { fullPage: true });

    // The invoice shows the note and leads back to the order's page.
    await page.getByRole('link', { name: 'مشاهدهٔ فاکتور' }).click();
    await expect(page).toHaveURL(`/invoices/${online.id}`);
    await expect(page.getByTestId('invoice-buyer-note')).toContainText(note);
    await page.getByTestId('paper-toolbar').getByRole('link', { name: 'بازگشت به سفارش' }).click();
    await expect(page).toHaveURL(`/profile/orders/${online.id}`);

    // By its address: the bank-transfer order, what may be done with it.
    await page.goto(`/profile/orders/${transfer.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      shownTrackingCode(transfer.trackingCode),
    );
    const actions = page.getByTestId('order-actions');
    await expect(actions.getByRole('button', { name: 'بارگذاری رسید واریز' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'لغو سفارش' })).toBeVisible();
    await expect(page.getByTestId('order-payment')).toContainText('در انتظار پرداخت');
    await expect(page.getByTestId('order-payment-attempts')).toHaveCount(0);
    await photograph(page, 'order-page-transfer', { fullPage: true });

    // Another customer's order is not found, and nothing of it is shown.
    const other = await browser.newPage();
    const otherAddress = await signedInCustomer(other, mobile(2));
    await fillBasket(other, products.slice(0, 1));
    const theirs = await placeOrder(other, otherAddress, ports.invoiceLater);
    const refused = await page.goto(`/profile/orders/${theirs.id}`);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'این سفارش پیدا نشد' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(shownTrackingCode(theirs.trackingCode));
    // A visitor is sent to sign in, and back here after.
    const visitor = await browser.newPage();
    await visitor.goto(`/profile/orders/${theirs.id}`);
    await expect(visitor).toHaveURL(`/login?backUrl=${encodeURIComponent(`/profile/orders/${theirs.id}`)}`);
    await Promise.all([other.close(), visitor.close()]);
  });
});
