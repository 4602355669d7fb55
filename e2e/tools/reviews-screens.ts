// Screenshots of the reviews tab (with approved comments), its modal with its mistakes, and rated
// product cards, at 390 px and 1366 px, for looking at (not a test). Needs a running server with
// SMS_OUTBOX_ROUTE=1, DEV_REVIEWS_ROUTE=1 and TRUST_PROXY=loopback (as the e2e server has):
//   npx node e2e/tools/reviews-screens.ts --base http://127.0.0.1:3412
// Written to e2e/screenshots/look-reviews-<view>-<width>.png.
import { join } from 'node:path';
import { chromium, request as requests } from '@playwright/test';
import { chromePath, chromiumArgs } from '../chromium.ts';
import { createCustomer } from '../support/identity.ts';

const args = process.argv.slice(2);
const index = args.indexOf('--base');
const base = index === -1 ? 'http://127.0.0.1:3412' : (args[index + 1] ?? '');
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
const csrf = { 'x-shop-csrf': '1' };
const api = await requests.newContext({ baseURL: base });
type Card = { id: number; slug: string };
const products = ((await (await api.get('/api/v1/products?page=1')).json()) as { data: Card[] }).data;
const texts = [
  'تازه بود و تاریخ انقضای خوبی داشت. ارسال هم سریع بود.',
  'قیمتش نسبت به کیفیت مناسب است، ولی بسته‌بندی می‌توانست بهتر باشد.',
  'چند بار خریده‌ام و همیشه راضی بوده‌ام.',
];

for (const [n, width] of [390, 1366].entries()) {
  const customer = {
    mobile: `091251910${n}${Date.now() % 10}`,
    password: 'secret-pass-1',
    firstName: 'نگار',
    lastName: 'امینی',
  };
  await createCustomer(api, customer);
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'fa-IR', baseURL: base });
  await page.request.post('/api/v1/login', {
    headers: csrf,
    data: { mobile_no: customer.mobile, password: customer.password },
  });
  const product = products[n];
  if (!product) throw new Error('no product');
  for (const [i, body] of texts.entries()) {
    const answer = await page.request.post('/api/v1/comments', {
      headers: csrf,
      data: {
        record_name: 'product',
        record_id: product.id,
        body,
        rating: 5 - i,
        ...(i === 1 ? {} : { name: 'نگار' }),
      },
    });
    const json = (await answer.json()) as { data: { id: number } | null };
    if (!json.data) throw new Error(JSON.stringify(json));
    const { id } = json.data;
    await api.put(`/api/v1/dev/comments/${id}`, { headers: csrf, data: { status: 'approved' } });
  }
  const shoot = async (name: string, fullPage = true) => {
    await page.waitForTimeout(500);
    const file = join(import.meta.dirname, '../screenshots', `look-reviews-${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  };
  await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
  await page.waitForTimeout(1500);
  await page.getByRole('tab', { name: 'دیدگاه کاربران' }).click();
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  await shoot('tab');
  await page.getByRole('tabpanel').getByRole('button', { name: 'ثبت دیدگاه' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'ثبت دیدگاه' }).click();
  await shoot('modal', false);
  await page.goto('/search');
  await shoot('cards', false);
  await page.close();
}
await api.dispose();
await browser.close();
