import { expect, test, type Page } from '@playwright/test';
import { ownedByReact } from '../support/react.ts';

// The shop's own pages (issue 21; decision 061): about us, the terms, privacy, the FAQ and the contact
// form, at a phone's width, server-rendered with their titles and JSON-LD.

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

// One width, a phone's: the subject is the pages and the form, not the layout (decision 094).
const viewport = { width: 390, height: 844, from: '10.77.1.1' };
test.describe(`the shop's pages at ${viewport.width} px`, () => {
  test.use({
    viewport: { width: viewport.width, height: viewport.height },
    // The contact form takes five messages an hour from one address: these journeys' own.
    extraHTTPHeaders: { 'x-forwarded-for': viewport.from },
  });

  test('the footer leads to the terms, about us and privacy, each a real page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'قوانین و مقررات' }).click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'قوانین و مقررات' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /لغو سفارش/ })).toBeVisible();
    await expect(page).toHaveTitle(/قوانین و مقررات/);
    expect(await jsonLdTypes(page)).toContain('BreadcrumbList');

    for (const [path, title] of [
      ['/about-us', 'درباره سبدینو'],
      ['/privacy', 'حریم خصوصی'],
    ] as const) {
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    // Written server-side: a crawler without script reads the text too.
    const html = await (await page.request.get('/about-us')).text();
    expect(html).toContain('خرید بی‌واسطه، قیمت منصفانه');
  });

  test('the FAQ opens its first question, and a tile shows its own questions', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'پرسش‌های متداول' })).toBeVisible();
    const questions = page.getByRole('main').locator('details');
    const all = await questions.count();
    expect(all).toBeGreaterThanOrEqual(13);
    await expect(questions.first()).toHaveAttribute('open', '');
    await expect(questions.nth(1)).not.toHaveAttribute('open', '');
    expect(await jsonLdTypes(page)).toContain('FAQPage');

    await ownedByReact(page.getByRole('link', { name: 'ارسال', exact: true }));
    await page.getByRole('link', { name: 'ارسال', exact: true }).click();
    await expect(page).toHaveURL(/\/faqs\?category=\d+$/);
    await expect(questions).toHaveCount(3);
    await expect(questions.first()).toHaveAttribute('open', '');
    await expect(questions.first()).toContainText('به کجا ارسال دارید؟');
    await expect(page.getByRole('link', { name: 'ارسال', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Another question opens by its summary, as a native disclosure does.
    await questions.nth(1).locator('summary').click();
    await expect(questions.nth(1)).toHaveAttribute('open', '');
    await page.getByRole('link', { name: 'همه', exact: true }).click();
    await expect(questions).toHaveCount(all);
  });

  test('the contact form shows its mistakes in Persian, then sends and empties', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'تماس با ما' })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: /۰۲۱/ })).toBeVisible();
    await ownedByReact(page.getByRole('button', { name: 'ارسال پیام' }));

    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(page.getByText('متن پیام را بنویسید.')).toBeVisible();
    await expect(page.getByText('نام را وارد کنید.')).toBeVisible();
    // A subject is offered, not demanded (decision 084): its absence is no mistake.
    await expect(page.getByText('موضوع پیام را انتخاب کنید.')).toHaveCount(0);

    await page.getByLabel('نام', { exact: true }).fill('زهرا');
    await page.getByLabel('نام خانوادگی').fill('کاظمی');
    await page.getByLabel('شماره موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹');
    await page.getByLabel('موضوع').selectOption({ label: 'پیگیری سفارش' });
    await page.getByLabel('متن پیام').fill('کوتاه');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(page.getByText('متن پیام باید دست‌کم ۱۰ نویسه باشد.')).toBeVisible();

    await page.getByLabel('متن پیام').fill('سفارش دیروزم هنوز نرسیده است؛ لطفاً پیگیری کنید.');
    await page.getByRole('button', { name: 'ارسال پیام' }).click();
    await expect(toast(page, 'پیام شما با موفقیت ارسال شد!')).toBeVisible();
    await expect(page.getByLabel('متن پیام')).toHaveValue('');
    await expect(page.getByLabel('موضوع')).toHaveValue('');
  });
});
