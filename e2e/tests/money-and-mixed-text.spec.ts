import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiData } from '../support/catalogue.ts';

// Money and mixed text on screen (issue 21, decision 67): a bundle at a round price, the free-shipping
// line, the basket summary's labels, a Latin + Persian name in reading order, a card's pack size.

type Bundle = { id: number; slug: string; available: boolean; price_by_discount: number };
type Product = { id: number; name: string; slug: string; available: boolean; price: number };
type Card = Product & { price_by_discount: number | null; volume: number | null };

const persianDigits = (text: string) =>
  text.replace(/[۰-۹]/g, (digit) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(digit)));
const tomansOf = async (locator: Locator) =>
  Number(persianDigits(await locator.innerText()).replace(/\D/g, ''));
const faNumber = (n: number) => new Intl.NumberFormat('fa-IR').format(n);
const summaryRows = (page: Page) => page.getByRole('main').locator('aside dl > div');

test.describe('money and mixed text on screen', () => {
  test('a bundle costs a round figure on its page and in the basket, whose summary labels every row', async ({
    page,
    request,
  }) => {
    const bundle = (await apiData<Bundle[]>(request, '/bundles')).find((each) => each.available);
    if (!bundle) throw new Error('The demo catalogue has no available bundle.');
    expect(bundle.price_by_discount % 10_000).toBe(0);
    await page.goto(`/bundles/${bundle.id}/${encodeURIComponent(bundle.slug)}`);
    const price = page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').filter({ hasText: 'قیمت سبد' }) })
      .getByRole('definition');
    expect(await tomansOf(price)).toBe(bundle.price_by_discount / 10);

    await page.getByRole('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).click();
    await page.goto('/cart');
    const rows = summaryRows(page);
    await expect(rows).toHaveCount(3);
    await expect(rows.getByRole('term')).toHaveText([
      'قیمت کالاها (۱ کالا)',
      'سود شما از خرید',
      'جمع سبد خرید',
    ]);
    expect(await tomansOf(rows.last().getByRole('definition'))).toBe(bundle.price_by_discount / 10);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: join(import.meta.dirname, '../screenshots', 'cart-bundle-390.png'),
      fullPage: true,
    });
  });

  test('the free-shipping line names a round amount the customer must pass, not one toman over it', async ({
    page,
    request,
  }) => {
    const { threshold } = await apiData<{ threshold: number }>(request, '/config/free-shipping-threshold');
    const cards = await apiData<Card[]>(request, '/search?page=1&sortby=1');
    const cheap = cards.find((card) => card.available);
    if (!cheap) throw new Error('No available product on the cheapest page.');
    const pays = cheap.price_by_discount ?? cheap.price;
    expect(pays).toBeLessThan(threshold);
    await page.goto(`/products/${cheap.id}/${encodeURIComponent(cheap.slug)}`);
    await page.getByRole('main').getByRole('button', { name: 'افزودن به سبد', exact: true }).click();
    await page.goto('/cart');
    const shortfall = Math.floor(threshold / 10) - Math.round(pays / 10);
    await expect(
      page.getByText(`با خرید بیش از ${faNumber(shortfall)} تومان دیگر، ارسال رایگان می‌شود.`),
    ).toBeVisible();
    await expect(summaryRows(page).first().getByRole('term')).toHaveText('قیمت کالاها (۱ کالا)');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({
      path: join(import.meta.dirname, '../screenshots', 'cart-product-1366.png'),
      fullPage: true,
    });
  });

  test('a name with a Latin word reads in order: the Latin isolated, the Persian number after it', async ({
    page,
    request,
  }) => {
    const found = await apiData<Product[]>(request, `/search?page=1&q=${encodeURIComponent('ویتامین D3')}`);
    const product = found.find((each) => /D3/.test(each.name));
    if (!product) throw new Error('No demo product named with «ویتامین D3».');
    await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(product.name);
    const latin = heading.locator('bdi[dir="rtl"] > bdi[dir="ltr"]');
    await expect(latin).toHaveText('D3');
    // The first Persian digit after «D3» is drawn after it in reading order: to its left on the same
    // line, or on a later line.
    const order = await latin.evaluate((island) => {
      const after = island.nextSibling;
      const at = after?.textContent?.search(/[۰-۹]/) ?? -1;
      if (!after || at < 0) return null;
      const range = document.createRange();
      range.setStart(after, at);
      range.setEnd(after, at + 1);
      const digit = range.getBoundingClientRect();
      const word = island.getBoundingClientRect();
      return {
        sameLine: Math.abs(digit.top - word.top) < 4,
        digitRight: digit.right,
        wordLeft: word.left,
        below: digit.top > word.top,
      };
    });
    expect(order).not.toBeNull();
    if (order!.sameLine) expect(order!.digitRight).toBeLessThanOrEqual(order!.wordLeft + 1);
    else expect(order!.below).toBe(true);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`a card shows its pack size under a clamped name at ${viewport.width} px, every card one height`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/search');
      const first = page.locator('main article').first();
      const name = (await first.locator('h3').innerText()).trim();
      const product = (await apiData<Card[]>(request, `/search?page=1&q=${encodeURIComponent(name)}`)).find(
        (card) => card.name === name,
      );
      const size = first.getByTestId('pack-size');
      await expect(size).toBeVisible();
      await expect(size).toContainText(faNumber(product!.volume!));
      // The pack size sits below the name, inside the card.
      const [title, pack] = await Promise.all([first.locator('h3').boundingBox(), size.boundingBox()]);
      expect(pack!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
      // The cards of the first row, names of one line or two, all of one height.
      const heights = await page.locator('main article').evaluateAll((articles) => {
        const top = articles[0]!.getBoundingClientRect().top;
        return articles
          .map((article) => article.getBoundingClientRect())
          .filter((box) => Math.abs(box.top - top) < 2)
          .map((box) => Math.round(box.height));
      });
      expect(heights.length).toBeGreaterThan(1);
      expect(new Set(heights).size).toBe(1);
    });
  }
});
