import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { customerWithBasket, serveMapTiles } from '../support/checkout.ts';
import { step, toast } from '../support/checkout-page.ts';

// Every field that takes digits shows Persian ones, whatever keyboard typed them, with the caret where
// it was, and sends Latin ones (issue 46 item 14); letters typed into a mobile field say the spec's
// «برای شماره موبایل فقط عدد وارد کنید.» instead of vanishing; the checkout's address reads «پلاک ۶».

const run = String(Date.now() % 100_000).padStart(5, '0');
const mobileOf = (test: number) => `0938${run}${String(test).padStart(2, '0')}`;
const onlyDigits = 'برای شماره موبایل فقط عدد وارد کنید.';

async function shot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path: join(import.meta.dirname, '../screenshots', `digit-fields-${name}-${width}.png`),
  });
}

// One width, a phone's: the subject is the digits, not the layout (decision 094).
const viewport = { width: 390, height: 844 };
test.describe(`digit fields at ${viewport.width} px`, () => {
  test.use({ viewport });

  test('the sign-in mobile shows Persian digits as typed, keeps the caret, refuses a letter aloud and sends Latin', async ({
    page,
  }) => {
    await page.goto('/login');
    const field = page.getByLabel('شمارهٔ موبایل');
    await field.pressSequentially('0912');
    await expect(field).toHaveValue('۰۹۱۲');
    // The caret goes back between «۰۹» and «۱۲»: what is typed lands there, not at the end.
    await field.press('ArrowLeft');
    await field.press('ArrowLeft');
    await field.pressSequentially('3٤');
    await expect(field).toHaveValue('۰۹۳۴۱۲');
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    // A letter is refused, and the customer is told why.
    await field.press('a');
    await expect(field).toHaveValue('۰۹۳۴۱۲');
    await expect(page.getByText(onlyDigits)).toBeVisible();
    await shot(page, 'sign-in-letter');
    // The next digit clears the message.
    await field.press('End');
    await field.pressSequentially('00101');
    await expect(page.getByText(onlyDigits)).toHaveCount(0);
    await expect(field).toHaveValue('۰۹۳۴۱۲۰۰۱۰۱');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/check-register'));
    await page.getByRole('button', { name: 'ادامه' }).click();
    expect((await sent).postDataJSON()).toEqual({ mobile_no: '09341200101' });
  });

  test('the address form shows Persian digits, and the checkout reads «پلاک ۶» of a plaque typed «6»', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const mobile = mobileOf(1);
    await customerWithBasket(page, request, mobile, 1);
    await serveMapTiles(page);
    await page.goto('/checkout');
    // The national code step: typed in Latin, shown in Persian.
    const nationalCode = step(page, 'nationalCode').getByLabel('برای صدور فاکتور، کد ملی خود را وارد کنید.');
    await nationalCode.fill('0499370899');
    await expect(nationalCode).toHaveValue('۰۴۹۹۳۷۰۸۹۹');
    await step(page, 'nationalCode').getByRole('button', { name: 'ثبت کد ملی' }).click();
    await expect(step(page, 'nationalCode')).toContainText('۰۴۹۹۳۷۰۸۹۹');

    await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
    await expect(page.getByTestId('address-map')).toBeVisible();
    await page.getByRole('button', { name: 'بعدی' }).click();
    await expect(page.getByLabel(/^استان/)).toHaveValue('تهران');
    // The first address is prefilled with the customer's own number: in Persian digits too.
    const recipientMobile = page.getByLabel(/^موبایل گیرنده/);
    await expect(recipientMobile).toHaveValue(mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
    await page.getByLabel(/^نشانی/).fill('خیابان 17 شهریور');
    await expect(page.getByLabel(/^نشانی/)).toHaveValue('خیابان ۱۷ شهریور');
    await page.getByLabel(/^پلاک/).pressSequentially('6');
    await expect(page.getByLabel(/^پلاک/)).toHaveValue('۶');
    await page.getByLabel(/^واحد/).fill('4');
    await expect(page.getByLabel(/^واحد/)).toHaveValue('۴');
    await page.getByLabel(/^کد پستی/).fill('1969-833-114');
    await expect(page.getByLabel(/^کد پستی/)).toHaveValue('۱۹۶۹-۸۳۳-۱۱۴');
    await recipientMobile.press('End');
    await recipientMobile.press('x');
    await expect(page.getByRole('dialog').getByText(onlyDigits)).toBeVisible();
    await shot(page, 'address-form');

    const saved = page.waitForRequest(
      (request) => request.url().endsWith('/api/v1/addresses') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'ثبت آدرس' }).click();
    const body = (await saved).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      address: 'خیابان 17 شهریور',
      number: '6',
      unit: '4',
      postal_code: '1969833114',
      mobile,
    });
    await expect(toast(page, 'آدرس ثبت شد')).toBeVisible();
    await expect(step(page, 'destination')).toContainText('خیابان ۱۷ شهریور، پلاک ۶');
    await expect(step(page, 'destination')).not.toContainText('6');
    await shot(page, 'checkout-address');
  });
});
