import { expect, test, type Page } from '@playwright/test';
import {
  createCustomer,
  nextCode,
  signInBrowser,
  signUpBrowserByCode,
  textsSent,
  wrongCode,
} from '../support/identity.ts';
import { ownedByReact } from '../support/react.ts';

// The profile's pages (checkout-and-account.md §2, §4, §8; decision 056): /profile, the edit, the
// password change and the mobile change, at a phone's width. Each test uses numbers
// of its own (3 texts per number per 10 minutes).

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const persian = (digits: string) => digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
const card = (page: Page) => page.getByRole('main');

/** Waits until the page's form answers to presses (a press before then would only post the page). */
async function ready(page: Page, button: string) {
  await ownedByReact(page.getByRole('button', { name: button }));
}

// One width, a phone's: the subject is the forms, not the layout (decision 094).
const viewport = { width: 390, height: 844, block: '0912009' };
const mobile = (n: number) => `${viewport.block}${String(n).padStart(4, '0')}`;
const customer = (n: number) => ({
  mobile: mobile(n),
  password: 'secret-pass-1',
  firstName: 'مریم',
  lastName: 'رضایی',
});

test.describe(`the profile at ${viewport.width} px`, () => {
  test.use({ viewport: { width: viewport.width, height: viewport.height } });

  test('edits the information: gender 1 cannot be chosen, mistakes are shown, then /profile', async ({
    page,
    request,
  }) => {
    const maryam = customer(1);
    await createCustomer(request, maryam);
    await signInBrowser(page, maryam);
    await page.goto('/profile');
    await expect(card(page).getByRole('link', { name: 'تکمیل حساب کاربری' })).toHaveCount(0);
    await card(page).getByRole('link', { name: 'ویرایش اطلاعات' }).click();
    await expect(page).toHaveURL('/profile/edit');
    await ready(page, 'ثبت تغییرات');

    // "Unspecified" is what she has: shown, checked, not choosable; saving asks for a choice.
    const unspecified = page.getByRole('radio', { name: 'نامشخص' });
    await expect(unspecified).toBeDisabled();
    await expect(unspecified).toBeChecked();
    await page.getByLabel('کد ملی').fill('1234567890');
    await page.getByRole('button', { name: 'ثبت تغییرات' }).click();
    await expect(page.getByText('کد ملی معتبر نیست.')).toBeVisible();
    await expect(page.getByText('جنسیت را انتخاب کنید.')).toBeVisible();

    // The server's own 422 messages go under their fields.
    await page.route('**/api/v1/profile', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          status: false,
          code: 422,
          message: { email: ['این ایمیل را سرور نپذیرفت.'], national_no: ['کد ملی را سرور نپذیرفت.'] },
          data: null,
          extra_data: { error: 'VALIDATION_FAILED', request_id: 'e2e' },
        }),
      }),
    );
    await page.getByLabel('کد ملی').fill(persian('0499370899'));
    await page.getByRole('radio', { name: 'خانم' }).check();
    await page.getByRole('button', { name: 'ثبت تغییرات' }).click();
    await expect(page.getByText('این ایمیل را سرور نپذیرفت.')).toBeVisible();
    await expect(page.getByText('کد ملی را سرور نپذیرفت.')).toBeVisible();
    await page.unroute('**/api/v1/profile');

    await page.getByLabel('ایمیل').fill('Maryam@Example.com');
    await page.getByRole('button', { name: 'ثبت تغییرات' }).click();
    await expect(toast(page, 'ویرایش با موفقیت انجام شد')).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await expect(card(page).getByText(persian('0499370899'))).toBeVisible();
    await expect(card(page).getByText('خانم')).toBeVisible();

    await page.goto('/profile/edit');
    await expect(page.getByLabel('ایمیل')).toHaveValue('maryam@example.com');
    await expect(page.getByRole('radio', { name: 'خانم' })).toBeChecked();
  });

  test('changes the password: a wrong current one is refused, then the new one signs in', async ({
    page,
    request,
  }) => {
    const sara = { ...customer(2), firstName: 'سارا' };
    await createCustomer(request, sara);
    await signInBrowser(page, sara);
    await page.goto('/profile');
    await card(page).getByRole('link', { name: 'تغییر رمز عبور' }).click();
    await expect(page).toHaveURL('/profile/change-password');
    await expect(page.getByText('طول رمز عبور باید بیشتر از ۵ کاراکتر باشد')).toBeVisible();
    await ready(page, 'تغییر رمز عبور');

    await page.getByLabel('رمز عبور فعلی').fill('not-the-password');
    await page.getByLabel('رمز عبور جدید', { exact: true }).fill('fresh-pass-2');
    await page.getByLabel('تکرار رمز عبور جدید').fill('fresh-pass-2');
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await expect(page.getByText('رمز عبور فعلی اشتباه است.')).toBeVisible();

    await page.getByLabel('رمز عبور فعلی').fill(sara.password);
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await expect(toast(page, 'رمز عبور شما با موفقیت تغییر کرد')).toBeVisible();
    await expect(page).toHaveURL('/profile');

    const login = await request.post('/api/v1/login', {
      data: { mobile_no: sara.mobile, password: 'fresh-pass-2' },
    });
    expect(login.ok()).toBe(true);
  });

  test('changes the mobile in three steps; a failed third step starts again at the first', async ({
    page,
    request,
  }) => {
    const zahra = { ...customer(3), firstName: 'زهرا' };
    const next = mobile(4);
    await createCustomer(request, zahra);
    await signInBrowser(page, zahra);
    await page.goto('/profile');
    await card(page).getByRole('link', { name: 'ویرایش موبایل' }).click();
    await expect(page).toHaveURL('/profile/change-mobile');
    await expect(card(page).getByText(persian(zahra.mobile))).toBeVisible();
    await ready(page, 'ارسال کد تأیید');

    const codeField = page.getByRole('textbox', { name: 'کد تأیید' });
    const newMobile = page.getByRole('textbox', { name: 'شماره موبایل جدید' });
    const sendNew = page.getByRole('button', { name: 'ارسال کد به شماره جدید' });
    const confirm = page.getByRole('button', { name: 'تأیید و تغییر شماره' });

    async function throughStepTwo() {
      let before = await textsSent(request, zahra.mobile);
      await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
      const currentCode = await nextCode(request, zahra.mobile, before);
      await codeField.fill(persian(currentCode));
      // The current number, as +98 in Persian digits: red, and the button waits.
      await newMobile.fill(persian(`+98${zahra.mobile.slice(1)}`));
      await expect(page.getByText('شماره موبایل جدید باید با شماره فعلی متفاوت باشد')).toBeVisible();
      await expect(newMobile).toHaveAttribute('aria-invalid', 'true');
      await expect(sendNew).toBeDisabled();
      await newMobile.fill(persian(next));
      await expect(sendNew).toBeEnabled();
      before = await textsSent(request, next);
      await sendNew.click();
      const newCode = await nextCode(request, next, before);
      // The text leaves before the answer arrives: wait for step 3 itself before typing into it.
      await expect(page.getByText(`کد ۴ رقمی به شماره جدید ${persian(next)} پیامک شد.`)).toBeVisible();
      return newCode;
    }

    // A wrong code at the third step: the messages, and back to the first step.
    const first = await throughStepTwo();
    await codeField.fill(wrongCode(first));
    await confirm.click();
    await expect(toast(page, 'کد تأیید اشتباه است.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ارسال کد تأیید' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'شماره فعلی' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    const second = await throughStepTwo();
    await codeField.fill(second);
    await confirm.click();
    await expect(toast(page, 'شماره موبایل شما با موفقیت تغییر کرد')).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await expect(card(page).getByText(persian(next))).toBeVisible();

    // The old number was told, the new one shown with its middle hidden.
    const outbox = await request.get(`/api/v1/dev/sms-outbox?mobile=${zahra.mobile}`);
    const [notice] = ((await outbox.json()) as { data: { text: string }[] }).data;
    expect(notice?.text).toContain(`${next.slice(0, 4)}***${next.slice(7)}`);
  });

  test('a customer who signs in by code makes a first password, then signs in with it', async ({
    page,
    request,
  }) => {
    await signUpBrowserByCode(page, request, mobile(6));
    const complete = await page.request.post('/api/v1/profile/complete', {
      headers: { 'x-shop-csrf': '1' },
      data: { first_name: 'نگار', last_name: 'احمدی', national_no: '0499370899' },
    });
    expect(complete.ok(), await complete.text()).toBe(true);
    await page.goto('/profile');
    await expect(card(page).getByRole('link', { name: 'تغییر رمز عبور' })).toHaveCount(0);
    await card(page).getByRole('link', { name: 'ساخت رمز عبور' }).click();
    await expect(page).toHaveURL('/profile/change-password');
    await expect(page.getByRole('heading', { name: 'ساخت رمز عبور' })).toBeVisible();
    await expect(page.getByLabel('رمز عبور فعلی')).toHaveCount(0);
    await ready(page, 'ساخت رمز عبور');

    await page.getByLabel('ایمیل').fill('negar@example.com');
    await page.getByLabel('رمز عبور', { exact: true }).fill('first-pass-9');
    await page.getByLabel('تکرار رمز عبور').fill('first-pass-8');
    await page.getByRole('button', { name: 'ساخت رمز عبور' }).click();
    await expect(page.getByText('تکرار رمز عبور با رمز عبور یکسان نیست.')).toBeVisible();
    await page.getByLabel('تکرار رمز عبور').fill('first-pass-9');
    await page.getByRole('button', { name: 'ساخت رمز عبور' }).click();
    await expect(toast(page, 'رمز عبور شما ساخته شد')).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await expect(card(page).getByRole('link', { name: 'تغییر رمز عبور' })).toBeVisible();

    const login = await request.post('/api/v1/login', {
      data: { mobile_no: mobile(6), password: 'first-pass-9' },
    });
    expect(login.ok()).toBe(true);
    const profile = (await login.json()) as { data: { user: { email: string | null } } };
    expect(profile.data.user.email).toBe('negar@example.com');
  });

  test('a customer still registering sees the alert and is sent to complete the account', async ({
    page,
    request,
  }) => {
    await signUpBrowserByCode(page, request, mobile(5));
    await page.goto('/profile');
    await expect(page.getByText('حساب کاربری خود را تکمیل کنید.')).toBeVisible();
    await expect(card(page).getByRole('link', { name: 'ویرایش اطلاعات' })).toHaveCount(0);
    await expect(card(page).getByRole('link', { name: 'ویرایش موبایل' })).toHaveCount(0);
    await card(page).getByRole('link', { name: 'تکمیل حساب کاربری' }).click();
    await expect(page).toHaveURL('/register?backUrl=%2Fprofile');

    // The edit, password and mobile pages send them there too.
    for (const path of ['/profile/edit', '/profile/change-password', '/profile/change-mobile']) {
      await page.goto(path);
      await expect(page).toHaveURL('/register?backUrl=%2Fprofile');
    }
  });
});
