import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/checkout-page.ts';
import { pageNamedPng, receiptPdf, receiptPng, tooLargePng } from '../support/files.ts';
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

// An order's papers and the bank-transfer receipt (issue 20; decision 59): the receipt's modal on
// /profile/orders (a real PNG previewed and sent, replaced by a PDF, a page named .png refused before
// sending), a rating changed, the printable invoice (/invoices/{id}) on screen, in print media and as
// a PDF from Chromium, the payment receipt (/receipts/{id}), and nobody else's order, at a phone's
// width (tools/invoice-screens.ts photographs them at a desktop's too).

const csrf = { 'x-shop-csrf': '1' };
const nationalCode = '0013542419';

/** Persian digits with the fa-IR grouping, as every amount on the pages is written. */
const fa = (n: number) => new Intl.NumberFormat('fa-IR').format(n);

type Invoice = {
  rows: { name: string }[];
  totals: { gross: number; amount: number; payable: number; delivery: number };
};

async function customerWithProducts(page: Page, mobile: string, listingPage: number, howMany: number) {
  const customer = { mobile, password: 'secret-pass-1', firstName: 'مریم', lastName: 'احمدی' };
  await createCustomer(page.request, customer);
  await signInBrowser(page, customer);
  // The invoice's buyer block shows the national code, which registration does not ask for.
  const profile = await page.request.post('/api/v1/profile', {
    headers: csrf,
    data: { first_name: 'مریم', last_name: 'احمدی', national_no: nationalCode, email: '', gender: 3 },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const address = await addAddress(page, mobile);
  const products = await productsWithStock(page.request, listingPage, howMany);
  await fillBasket(page, products, 2);
  return { customer, products, address };
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

/** The picture really decoded (a broken image has no natural width). */
async function expectDrawn(page: Page, image: ReturnType<Page['locator']>) {
  await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBe(90);
}

// One width, a phone's: the subject is the papers, not the layout (decision 094).
const index = 0;
const width = 390;
const isPhone = width < 1024;
const mobile = (test: number) => `0912436${index}${String(test).padStart(3, '0')}`;
// Goods of its own for each journey (listing pages 8 to 35; orders.spec.ts takes 40 on).
const listingPage = (test: number) => 8 + index * 12 + test * 3;

test.describe(`invoice and receipt at ${width} px`, () => {
  test.use({ viewport: { width, height: isPhone ? 844 : 900 } });

  test('uploads a bank-transfer receipt with its preview, replaces it with a PDF, and refuses a file that lies', async ({
    page,
  }) => {
    const { address } = await customerWithProducts(page, mobile(1), listingPage(1), 1);
    const order = await placeOrder(page, address, ports.bankTransfer);

    await page.goto('/profile/orders');
    const detail = await openRow(page, order.trackingCode);
    await detail.getByTestId('order-actions').getByRole('button', { name: 'بارگذاری رسید واریز' }).click();
    const dialog = page.getByRole('dialog', { name: 'رسید واریز بانکی' });
    await expect(dialog.getByTestId('receipt-picker')).toBeVisible();
    await expect(dialog.getByTestId('receipt-preview')).toHaveCount(0);
    const input = dialog.locator('input[type=file]');

    // A page named receipt.png (the browser calls it image/png) is refused before anything is sent.
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/orders/${order.id}/receipt`)) uploads += 1;
    });
    await input.setInputFiles(pageNamedPng);
    await expect(dialog.getByRole('alert')).toHaveText(
      'رسید باید عکس (جی‌پی‌جی، پی‌ان‌جی یا وب‌پی) یا پی‌دی‌اف باشد؛ این فایل هیچ‌کدام نیست.',
    );
    await expect(dialog.getByTestId('receipt-preview')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'ارسال رسید' })).toHaveCount(0);
    await input.setInputFiles(tooLargePng);
    await expect(dialog.getByRole('alert')).toHaveText('حجم فایل رسید باید حداکثر ۵ مگابایت باشد.');
    expect(uploads).toBe(0);

    // A real PNG: previewed from the browser's own copy, which opens whole in a new window.
    await input.setInputFiles(receiptPng);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    const chosen = dialog.getByTestId('receipt-preview');
    await expect(chosen).toHaveAttribute('data-kind', 'image');
    await expectDrawn(page, chosen.getByRole('img', { name: 'تصویر رسید واریز' }));
    const [local] = await Promise.all([page.waitForEvent('popup'), chosen.click()]);
    expect(local.url()).toMatch(/^blob:/);
    await local.close();
    await dialog.getByRole('button', { name: 'ارسال رسید' }).click();
    await expect(toast(page, 'رسید شما با موفقیت بارگذاری شد.')).toBeVisible();
    expect(uploads).toBe(1);

    // Sent: the shop's copy, opened from its own address; «ویرایش» to replace it.
    const sent = dialog.getByTestId('receipt-sent');
    await expect(sent).toBeVisible();
    const stored = sent.getByTestId('receipt-preview');
    await expect(stored).toHaveAttribute('href', new RegExp(`^/api/v1/orders/${order.id}/receipt\\?v=\\d+$`));
    await expectDrawn(page, stored.getByRole('img'));
    const [remote] = await Promise.all([page.waitForEvent('popup'), stored.click()]);
    await remote.waitForLoadState();
    expect(remote.url()).toContain(`/api/v1/orders/${order.id}/receipt`);
    await remote.close();

    await sent.getByRole('button', { name: 'ویرایش' }).click();
    await input.setInputFiles(receiptPdf);
    await expect(dialog.getByTestId('receipt-preview')).toHaveAttribute('data-kind', 'pdf');
    await expect(dialog.getByTestId('receipt-preview')).toContainText('فایل پی‌دی‌اف');
    await dialog.getByRole('button', { name: 'جایگزینی رسید' }).click();
    await expect(toast(page, 'رسید شما با موفقیت ویرایش شد.')).toBeVisible();
    await expect(sent.getByTestId('receipt-preview')).toHaveAttribute('data-kind', 'pdf');
    const after = (await (await page.request.get(`/api/v1/orders/${order.id}`)).json()) as {
      data: { receipt: { type: string } };
    };
    expect(after.data.receipt.type).toBe('application/pdf');

    // The detail now says the receipt was sent, and offers the payment receipt that shows it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'رسید واریز', exact: true })).toBeVisible();
    await detail.getByTestId('order-documents').getByRole('link', { name: 'رسید پرداخت' }).click();
    await expect(page).toHaveURL(`/receipts/${order.id}`);
    const receipt = page.getByTestId('payment-receipt');
    await expect(receipt.getByRole('heading', { level: 1 })).toHaveText('رسید پرداخت');
    await expect(receipt.getByTestId('payment-state')).toHaveText('رسید واریز در حال بررسی');
    await expect(receipt).toContainText(shownTrackingCode(order.trackingCode));
    await expect(receipt.getByTestId('transfer-receipt')).toHaveAttribute('data-kind', 'pdf');
    expect(await receipt.innerText()).not.toMatch(/[0-9]/);
  });

  test('changes a rating, opens the invoice, and prints it to an A4 PDF without its buttons', async ({
    page,
    request,
  }) => {
    const { address, products } = await customerWithProducts(page, mobile(2), listingPage(2), 2);
    const order = await placeOrder(page, address, ports.invoiceLater);
    // The back office's test door takes no session (a signed-in write would need the CSRF header).
    await moveOrder(request, order.id, [50, 60]);
    const rated = await page.request.post(`/api/v1/orders/${order.id}/rate`, {
      headers: csrf,
      data: { rates: 2, note_context: 'دیر رسید.' },
    });
    expect(rated.ok(), await rated.text()).toBe(true);

    // The rating given, then changed: the form starts from it and sends _method PUT.
    await page.goto('/profile/orders');
    const detail = await openRow(page, order.trackingCode);
    const rating = detail.getByTestId('order-rating');
    await expect(rating.getByRole('img', { name: 'امتیاز شما: ۲ از ۵' })).toBeVisible();
    await rating.getByRole('button', { name: 'تغییر امتیاز' }).click();
    await expect(rating.getByRole('radio', { name: '۲ از ۵' })).toBeChecked();
    await expect(rating.getByRole('textbox')).toHaveValue('دیر رسید.');
    await rating.locator('label').filter({ hasText: '۵ از ۵' }).click();
    await rating.getByRole('textbox').fill('پشتیبانی پیگیری کرد و همه‌چیز سالم رسید.');
    await rating.getByRole('button', { name: 'ثبت امتیاز جدید' }).click();
    await expect(toast(page, 'امتیاز شما تغییر کرد. سپاسگزاریم.')).toBeVisible();
    await expect(rating.getByRole('img', { name: 'امتیاز شما: ۵ از ۵' })).toBeVisible();
    await expect(rating).toContainText('پشتیبانی پیگیری کرد');
    const stored = (await (await page.request.get(`/api/v1/orders/${order.id}`)).json()) as {
      data: { rates: { rates: number } };
    };
    expect(stored.data.rates.rates).toBe(5);

    // The invoice, from the delivered order's detail.
    await detail.getByTestId('order-documents').getByRole('link', { name: 'مشاهدهٔ فاکتور' }).click();
    await expect(page).toHaveURL(`/invoices/${order.id}`);
    const invoice = page.getByTestId('invoice');
    await expect(invoice.getByRole('heading', { level: 1 })).toHaveText('صورتحساب فروش کالا و خدمات');
    const api = ((await (await page.request.get(`/api/v1/invoices/${order.id}`)).json()) as { data: Invoice })
      .data;
    expect(api.rows).toHaveLength(products.length);
    await expect(invoice.getByTestId('invoice-meta')).toContainText(shownTrackingCode(order.trackingCode));
    await expect(invoice.getByTestId('invoice-meta')).toContainText(/[۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2}/);
    await expect(invoice.getByTestId('invoice-buyer')).toContainText('مریم احمدی');
    await expect(invoice.getByTestId('invoice-buyer')).toContainText('۰۰۱۳۵۴۲۴۱۹');
    await expect(invoice.getByTestId('invoice-buyer')).toContainText('۱۹۶۹۸۳۳۱۱۴');
    // The mobile as Iranians write it (stored +98, shown with a leading 0).
    await expect(invoice.getByTestId('invoice-buyer')).toContainText(
      `۰${new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(Number(mobile(2)))}`,
    );
    await expect(invoice.getByTestId('invoice-lines').locator('tbody tr')).toHaveCount(products.length);
    await expect(invoice.getByTestId('invoice-figure-gross')).toContainText(fa(api.totals.gross));
    await expect(invoice.getByTestId('invoice-figure-amount')).toContainText(fa(api.totals.amount));
    await expect(invoice.getByTestId('invoice-figure-payable')).toContainText(fa(api.totals.payable));
    await expect(invoice.getByTestId('invoice-payable-rials')).toHaveText(`${fa(api.totals.payable)} ریال`);
    await expect(invoice.getByTestId('invoice-payable-tomans')).toHaveText(
      `معادل ${fa(api.totals.payable / 10)} تومان`,
    );
    await expect(invoice.getByTestId('invoice-payable-words')).toHaveText(/^به حروف: [آ-ی‌ ]+ ریال$/);
    // Every digit on the sheet is Persian (the goods' own names aside, which are the catalogue's).
    let text = await invoice.innerText();
    for (const line of api.rows) text = text.replaceAll(line.name, '');
    expect(text).not.toMatch(/[0-9]/);

    // On screen the toolbar and «چاپ»; in print media only the sheet.
    const print = page.getByRole('button', { name: 'چاپ' });
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(page.getByTestId('paper-toolbar')).toBeHidden();
    await expect(page.getByRole('link', { name: 'فروشگاه سبدینو' })).toBeHidden();
    await expect(invoice).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(255, 255, 255)',
    );
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();
  });

  test('shows nobody else’s invoice or receipt, and sends a visitor to sign in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { address } = await customerWithProducts(page, mobile(3), listingPage(3), 1);
    const order = await placeOrder(page, address, ports.invoiceLater);

    const viewport = { width, height: isPhone ? 844 : 900 };
    const stranger = await browser.newPage({ baseURL: baseURL!, viewport, locale: 'fa-IR' });
    const other = { mobile: mobile(4), password: 'secret-pass-1', firstName: 'علی', lastName: 'رضایی' };
    await createCustomer(stranger.request, other);
    await signInBrowser(stranger, other);
    for (const path of [`/invoices/${order.id}`, `/receipts/${order.id}`]) {
      const answer = await stranger.goto(path);
      expect(answer?.status()).toBe(404);
      await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('این سفارش پیدا نشد');
      await expect(stranger.locator('body')).not.toContainText(shownTrackingCode(order.trackingCode));
      await expect(stranger.locator('body')).not.toContainText('مریم احمدی');
    }
    await stranger.close();

    const visitor = await browser.newPage({ baseURL: baseURL!, viewport });
    await visitor.goto(`/invoices/${order.id}`);
    await expect(visitor).toHaveURL(`/login?backUrl=${encodeURIComponent(`/invoices/${order.id}`)}`);
    await visitor.close();
  });
});
