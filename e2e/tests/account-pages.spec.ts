import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditWallet, serveMapTiles } from '../support/checkout.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import { addAddress } from '../support/orders.ts';
import { ownedByReact } from '../support/react.ts';

// The account pages of issue 20 (checkout-and-account.md §2 "Profile area", "Address modal", §4, §5,
// §8; decision 060) at a phone's width and a desktop's: /profile/addresses through the shared map
// dialog, /profile/company, and every account page, the wallet and sign-out reached on a phone.

const csrf = { 'x-shop-csrf': '1' };
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const persian = (digits: string) => digits.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
const cards = (page: Page) => page.getByTestId('address-card');
const card = (page: Page, text: string) => cards(page).filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');

async function signedIn(page: Page, request: APIRequestContext, mobile: string) {
  const customer = { mobile, password: 'secret-pass-1', firstName: 'مریم', lastName: 'احمدی' };
  await createCustomer(request, customer);
  await signInBrowser(page, customer);
  return customer;
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/v1${path}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** «افزودن آدرس جدید» → the map → «بعدی»: the form, named by the server from the map's centre. */
async function openNewAddressForm(page: Page) {
  const add = page.getByRole('button', { name: 'افزودن آدرس جدید' });
  await ownedByReact(add);
  await add.click();
  await expect(dialog(page).getByRole('heading', { name: 'ثبت آدرس جدید' })).toBeVisible();
  await expect(page.getByTestId('address-map')).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await dialog(page).getByRole('button', { name: 'بعدی' }).click();
  await expect(page.getByLabel(/^استان/)).toHaveValue('تهران');
  await expect(page.getByLabel(/^شهر/)).toHaveValue('تهران');
}

const viewports = [
  { width: 390, height: 844, block: '0912060', isPhone: true },
  { width: 1366, height: 900, block: '0912061', isPhone: false },
];

for (const { width, height, block, isPhone } of viewports) {
  const mobile = (n: number) => `${block}${String(n).padStart(4, '0')}`;

  test.describe(`the account pages at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    // Once, at a phone's width: the subject is the addresses and the company, not the layout (decision 094).
    // The way to every page below differs by width and runs at both.
    if (isPhone) {
      test('addresses: add through the map, edit, add a second, make it main, delete with the question, never the only one', async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        const customer = await signedIn(page, request, mobile(1));
        await serveMapTiles(page);
        await page.goto('/profile/addresses');
        await expect(page.getByRole('heading', { level: 1, name: 'آدرس‌های من' })).toBeVisible();
        await expect(page.getByText('آدرسی ندارید')).toBeVisible();

        // The first address: the checkout's dialog, prefilled with the customer for a first address.
        await openNewAddressForm(page);
        await expect(page.getByLabel(/^نام و نام خانوادگی گیرنده/)).toHaveValue('مریم احمدی');
        await expect(page.getByLabel(/^موبایل گیرنده/)).toHaveValue(persian(customer.mobile));
        await page.getByLabel(/^نشانی/).fill('خیابان ولیعصر، کوچهٔ بهار');
        await page.getByLabel(/^پلاک/).fill('۱۲');
        await page.getByLabel(/^واحد/).fill('4');
        await page.getByLabel(/^کد پستی/).fill('1969-833-114');
        await page.getByRole('button', { name: 'ثبت آدرس' }).click();
        await expect(toast(page, 'آدرس ثبت شد')).toBeVisible();
        await expect(dialog(page)).toHaveCount(0);
        await expect(cards(page)).toHaveCount(1);
        const first = card(page, 'مریم احمدی');
        await expect(first).toHaveAttribute('data-main', 'true');
        await expect(first).toContainText('آدرس اصلی');
        await expect(first).toContainText('تهران، تهران، خیابان ولیعصر، کوچهٔ بهار');
        await expect(first).toContainText(persian(customer.mobile));
        await expect(first).toContainText('پلاک:۱۲');
        await expect(first).toContainText('واحد:۴');
        await expect(first).toContainText('کد پستی:۱۹۶۹۸۳۳۱۱۴');
        // The only address: not offered for deletion nor as main (it is), and the page says why.
        await expect(first.getByRole('button', { name: 'حذف' })).toHaveCount(0);
        await expect(first.getByRole('button', { name: 'انتخاب به عنوان آدرس اصلی' })).toHaveCount(0);
        await expect(first).toContainText('برای حذف آن ابتدا آدرس دیگری اضافه کنید');

        // Edit: the dialog opens on the map at the address at zoom 15, the form filled.
        await first.getByRole('button', { name: 'ویرایش' }).click();
        await expect(dialog(page).getByRole('heading', { name: 'ویرایش آدرس' })).toBeVisible();
        await expect(page.locator('.leaflet-tile-loaded').first()).toHaveAttribute(
          'src',
          /tiles\.e2e\.test\/15\//,
        );
        await dialog(page).getByRole('button', { name: 'بعدی' }).click();
        await expect(page.getByLabel(/^نشانی/)).toHaveValue('خیابان ولیعصر، کوچهٔ بهار');
        await expect(page.getByLabel(/^پلاک/)).toHaveValue('۱۲');
        await page.getByLabel(/^پلاک/).fill('14');
        await page.getByLabel(/^نام و نام خانوادگی گیرنده/).fill('رضا احمدی');
        await page.getByRole('button', { name: 'ویرایش آدرس' }).click();
        await expect(toast(page, 'آدرس ثبت شد')).toBeVisible();
        await expect(dialog(page)).toHaveCount(0);
        await expect(cards(page)).toHaveCount(1);
        await expect(card(page, 'رضا احمدی')).toContainText('پلاک:۱۴');

        // A second address: no prefill now (the spec prefills only a first one).
        await openNewAddressForm(page);
        await expect(page.getByLabel(/^نام و نام خانوادگی گیرنده/)).toHaveValue('');
        await page.getByLabel(/^نشانی/).fill('خیابان انقلاب، کوچهٔ نسترن');
        await page.getByLabel(/^پلاک/).fill('7');
        await page.getByLabel(/^نام و نام خانوادگی گیرنده/).fill('علی رضایی');
        await page.getByLabel(/^موبایل گیرنده/).fill('09123456789');
        await page.getByRole('button', { name: 'ثبت آدرس' }).click();
        await expect(cards(page)).toHaveCount(2);
        const ali = card(page, 'علی رضایی');
        await expect(ali).not.toHaveAttribute('data-main');
        await expect(ali).not.toContainText('واحد');
        await expect(ali).not.toContainText('کد پستی');
        await expect(ali).toContainText('۰۹۱۲۳۴۵۶۷۸۹');

        // Make the second the main one: the list reloads with it first, framed, and the API agrees.
        await ali.getByRole('button', { name: 'انتخاب به عنوان آدرس اصلی' }).click();
        await expect(toast(page, 'آدرس اصلی تغییر کرد')).toBeVisible();
        await expect(cards(page).first()).toContainText('علی رضایی');
        await expect(card(page, 'علی رضایی')).toHaveAttribute('data-main', 'true');
        await expect(
          card(page, 'علی رضایی').getByRole('button', { name: 'انتخاب به عنوان آدرس اصلی' }),
        ).toHaveCount(0);
        await expect(card(page, 'رضا احمدی')).not.toHaveAttribute('data-main');
        expect((await apiJson<{ name: string }>(page, '/addresses/main')).name).toBe('علی رضایی');

        // Delete asks first: «انصراف» keeps it, «بله، حذف شود» deletes it.
        const reza = card(page, 'رضا احمدی');
        await reza.getByRole('button', { name: 'حذف' }).click();
        await expect(
          dialog(page).getByRole('heading', { name: 'آیا از حذف آدرس اطمینان دارید؟' }),
        ).toBeVisible();
        await dialog(page).getByRole('button', { name: 'انصراف' }).click();
        await expect(dialog(page)).toHaveCount(0);
        await expect(cards(page)).toHaveCount(2);
        await reza.getByRole('button', { name: 'حذف' }).click();
        await dialog(page).getByRole('button', { name: 'بله، حذف شود' }).click();
        await expect(toast(page, 'آدرس حذف شد')).toBeVisible();
        await expect(cards(page)).toHaveCount(1);
        await expect(card(page, 'علی رضایی').getByRole('button', { name: 'حذف' })).toHaveCount(0);
        expect(await apiJson<unknown[]>(page, '/addresses')).toHaveLength(1);

        // Another tab deletes one of two behind this page's back: deleting the other here is refused
        // with the server's Persian sentence, and the list is read again (no delete on the last one).
        const other = await addAddress(page, customer.mobile);
        await page.reload();
        await expect(cards(page)).toHaveCount(2);
        const deleted = await page.request.post(`/api/v1/addresses/${other}`, {
          headers: csrf,
          data: { _method: 'DELETE' },
        });
        expect(deleted.ok()).toBe(true);
        const last = card(page, 'علی رضایی');
        await ownedByReact(last.getByRole('button', { name: 'حذف' }));
        await last.getByRole('button', { name: 'حذف' }).click();
        await dialog(page).getByRole('button', { name: 'بله، حذف شود' }).click();
        await expect(toast(page, 'امکان حذف همه آدرس‌ها وجود ندارد')).toBeVisible();
        await expect(cards(page)).toHaveCount(1);
        await expect(last.getByRole('button', { name: 'حذف' })).toHaveCount(0);
      });

      test('company: an unknown code is refused, ?code= pre-fills DEMO-ORG, applied, then cleared', async ({
        page,
        request,
      }) => {
        await signedIn(page, request, mobile(2));
        await page.goto('/profile/company');
        await expect(page.getByRole('heading', { level: 1, name: 'کد معرف سازمانی' })).toBeVisible();
        await expect(page.getByText('مریم احمدی عزیز، سلام')).toBeVisible();
        const current = page.getByTestId('current-company');
        await expect(current).toHaveText('هنوز کد معرف سازمانی ثبت نکرده‌اید.');
        await expect(page.getByText(/کدتان پذیرفته نمی‌شود، با پشتیبانی تماس بگیرید/)).toBeVisible();
        await expect(page.getByRole('link', { name: 'فرم تماس با ما' })).toHaveAttribute(
          'href',
          '/contact-us',
        );

        const input = page.getByLabel('کد معرف سازمانی');
        const apply = page.getByRole('button', { name: 'ثبت', exact: true });
        await ownedByReact(apply);
        await expect(apply).toBeDisabled();
        await input.fill('NO-SUCH-CODE');
        await apply.click();
        await expect(toast(page, 'اعتبار کد معرف سازمانی به پایان رسیده است')).toBeVisible();
        await expect(current).toHaveText('هنوز کد معرف سازمانی ثبت نکرده‌اید.');

        // A link with ?code= fills the input; «ثبت» links the company, on the server too.
        await page.goto('/profile/company?code=DEMO-ORG');
        await expect(input).toHaveValue('DEMO-ORG');
        await ownedByReact(apply);
        await apply.click();
        await expect(toast(page, 'کد معرف سازمانی برای حساب کاربری شما ثبت شد')).toBeVisible();
        await expect(current).toHaveText('سازمان معرف فعلی شما: شرکت نمونهٔ سبدینو');
        expect(await apiJson<{ company: { name: string } | null }>(page, '/profile/company')).toEqual({
          company: expect.objectContaining({ name: 'شرکت نمونهٔ سبدینو' }),
        });
        await page.goto('/profile/company');
        await expect(current).toContainText('شرکت نمونهٔ سبدینو');

        // «حذف» takes the company off the account.
        const clear = page.getByRole('button', { name: 'حذف', exact: true });
        await ownedByReact(clear);
        await clear.click();
        await expect(toast(page, 'کد معرف سازمانی از حساب کاربری شما حذف شد')).toBeVisible();
        await expect(current).toHaveText('هنوز کد معرف سازمانی ثبت نکرده‌اید.');
        expect(await apiJson<{ company: unknown }>(page, '/profile/company')).toEqual({ company: null });
      });
    }

    test('every account page is one tap away, with the wallet and sign-out where the screen has room', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const customer = await signedIn(page, request, mobile(3));
      await creditWallet(request, customer.mobile, 1_250_000);
      const pages = [
        { link: 'سفارش‌های من', url: '/profile/orders', heading: 'سفارش‌های من' },
        { link: 'سفارش‌های دوره‌ای', url: '/profile/periodic-orders', heading: 'سفارش‌های دوره‌ای' },
        { link: 'آدرس‌های من', url: '/profile/addresses', heading: 'آدرس‌های من' },
        { link: 'کدهای تخفیف', url: '/profile/coupons-codes', heading: 'کدهای تخفیف من' },
        { link: 'دعوت از دوستان', url: '/profile/referral', heading: 'دعوت از دوستان' },
        { link: 'کد معرف سازمانی', url: '/profile/company', heading: 'کد معرف سازمانی' },
      ];
      const accountNav = page.getByRole('navigation', { name: 'صفحه‌های حساب کاربری' });

      if (isPhone) {
        // The bottom bar's «پروفایل» opens /profile: the wallet in tomans and a menu of every page.
        await page.goto('/');
        await page
          .getByRole('navigation')
          .filter({ hasText: 'خانه' })
          .getByRole('link', { name: 'پروفایل' })
          .click();
        await expect(page).toHaveURL('/profile');
        await expect(page.getByTestId('wallet-balance')).toContainText('موجودی کیف پول');
        await expect(page.getByTestId('wallet-balance')).toContainText('۱۲۵٬۰۰۰ تومان');
        // One menu here: the row of links is not drawn on the page that lists them all.
        await expect(accountNav).toHaveCount(1);
        await expect(accountNav.getByRole('link', { name: 'حساب کاربری', exact: true })).toHaveCount(0);
        for (const target of pages) {
          await accountNav.getByRole('link', { name: target.link }).click();
          await expect(page).toHaveURL(target.url);
          await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
          // On the page, the row of links shows where the customer is, scrolled into the screen.
          const here = accountNav.getByRole('link', { name: target.link });
          await expect(here).toHaveAttribute('aria-current', 'page');
          await expect(here).toBeInViewport();
          await page.goBack();
          await expect(page).toHaveURL('/profile');
          // The URL moves before the page does: wait for /profile's menu, not the page being left.
          await expect(page.getByTestId('wallet-balance')).toBeVisible();
        }
        // Signing out ends the session: home, and /profile now asks to sign in.
        const signOut = page.getByRole('button', { name: 'خروج از حساب کاربری' });
        await ownedByReact(signOut);
        await signOut.click();
        await expect(page).toHaveURL('/');
        await expect(toast(page, 'از حساب کاربری خود خارج شدید.')).toBeVisible();
        await page.goto('/profile');
        await expect(page).toHaveURL('/login?backUrl=%2Fprofile');
      } else {
        // The header's dropdown lists every page with the wallet; the area's row, every page too.
        await page.goto('/profile');
        await expect(page.getByTestId('wallet-balance')).toBeHidden();
        const menu = page.getByRole('banner').getByRole('button', { name: 'مریم' });
        await ownedByReact(menu);
        await menu.click();
        await expect(page.getByRole('banner')).toContainText('۱۲۵٬۰۰۰ تومان');
        for (const target of pages) {
          await expect(page.getByRole('banner').getByRole('link', { name: target.link })).toBeVisible();
        }
        await page.getByRole('banner').getByRole('link', { name: 'آدرس‌های من' }).click();
        await expect(page).toHaveURL('/profile/addresses');
        for (const target of [{ link: 'حساب کاربری', url: '/profile' }, ...pages]) {
          await expect(accountNav.getByRole('link', { name: target.link, exact: true })).toHaveAttribute(
            'href',
            target.url,
          );
        }
        await accountNav.getByRole('link', { name: 'کد معرف سازمانی' }).click();
        await expect(page).toHaveURL('/profile/company');
        await expect(page.getByRole('heading', { level: 1, name: 'کد معرف سازمانی' })).toBeVisible();
      }
    });
  });
}
