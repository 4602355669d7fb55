import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiData, findProduct } from '../support/catalogue.ts';
import { signedInPages, signInWithBasket } from '../support/signed-in-pages.ts';
import { ownedByReact } from '../support/react.ts';

// What a phone's customer reaches (issue 21): every control at least 44 × 44 px, the outline of
// headings in order, the header and notice out of the way while reading down a page (and back with
// the badge after «افزودن به سبد»), and the home slider's dots and 5-second autoplay.

type Named = { id: number; slug: string };

/** The public page types, one of each, with the demo catalogue's own ids. */
async function publicPages(request: Parameters<typeof apiData>[0]): Promise<string[]> {
  const product = await findProduct(request, (candidate) => candidate.max_count > 1);
  const [category] = await apiData<Named[]>(request, '/categories');
  const [bundle] = await apiData<Named[]>(request, '/bundles');
  const [brand] = await apiData<Named[]>(request, '/brands');
  const segment = (slug: string) => encodeURIComponent(slug);
  return [
    '/',
    '/search?q=%D8%B4%DB%8C%D8%B1',
    `/search/categories/${category!.id}/${segment(category!.slug)}/`,
    `/search/categories/${category!.id}/${segment(category!.slug)}/shelves`,
    `/search/brands/${brand!.id}/${segment(brand!.slug)}/`,
    `/products/${product.id}/${segment(product.slug)}`,
    '/bundles',
    `/bundles/${bundle!.id}/${segment(bundle!.slug)}`,
    '/brands',
    '/cart',
    '/login',
    '/faqs',
    '/contact-us',
    '/about-us',
    '/terms',
    '/landings/yalda',
  ];
}

/**
 * The visible controls smaller than 44 px either way. A link inside a sentence is exempt (WCAG's
 * inline exception), and so is the skip link while hidden; a control grown by a transparent layer
 * (app.css `tap-area`, a card's stretched link) is measured with that layer.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=slider], [role=switch], [role=checkbox], [role=tab]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      const parent = element.parentElement;
      const inSentence =
        style.display === 'inline' &&
        parent !== null &&
        (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 5;
      if (inSentence) continue;
      // A box or a radio is pressed through its label too: the label is its target.
      const label =
        element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
          ? (element.labels?.[0]?.getBoundingClientRect() ?? null)
          : null;
      if (label && label.width >= 43.5 && label.height >= 43.5) continue;
      const layer = getComputedStyle(element, '::after');
      const grown = layer.content !== 'none' && layer.position === 'absolute';
      const width = Math.max(box.width, grown ? parseFloat(layer.width) || 0 : 0);
      const height = Math.max(box.height, grown ? parseFloat(layer.height) || 0 : 0);
      if (width < 43.5 || height < 43.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} «${name}» ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return found;
  });
}

test('on a phone every control of every public page type is at least 44 px, headings in order', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of await publicPages(request)) {
    await page.goto(path);
    // The notice and the rows drawn on the first move are part of the page a customer touches.
    await page.mouse.wheel(0, 1);
    await page.waitForLoadState('networkidle');
    expect(await smallTargets(page), path).toEqual([]);
    const outline = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(
      outline.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
      path,
    ).toEqual([]);
  }
});

test('on a phone the filter sheet controls are 44 px too: boxes, switches, price fields, slider thumbs', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [brand] = await apiData<Named[]>(request, '/brands');
  for (const path of ['/search', `/search/brands/${brand!.id}/${encodeURIComponent(brand!.slug)}/`]) {
    await page.goto(path);
    const open = page.getByRole('button', { name: 'فیلترها' });
    await ownedByReact(open);
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'فیلترها' });
    await expect(sheet).toBeVisible();
    // The slider is drawn by its library once the sheet is open: measure it as the customer meets it.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await smallTargets(page), path).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test('on a phone the signed-in pages have 44 px controls too', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithBasket(page, request, '09391007001');
  const small: string[] = [];
  for (const path of signedInPages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    small.push(...(await smallTargets(page)).map((target) => `${path}: ${target}`));
  }
  expect(small).toEqual([]);
});

test('reading down a phone page the header and the notice step aside, and come back going up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search');
  const header = page.getByRole('banner');
  const notice = page.getByRole('complementary', { name: 'اطلاعیه' });
  await page.mouse.wheel(0, 1);
  await expect(notice).toBeVisible();
  // One line: the notice, the bottom bar and the header no longer take a quarter of the screen.
  expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(48);

  await page.mouse.wheel(0, 1200);
  await expect.poll(async () => headerFoot(page)).toBeLessThanOrEqual(1);
  await expect(notice).toBeHidden();
  await page.mouse.wheel(0, -300);
  await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
  await expect(notice).toBeVisible();
});

async function headerFoot(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  return box!.y + box!.height;
}

test('tabbing down a phone page, the focused control is never under the fixed bars', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search');
  await page.mouse.wheel(0, 1);
  await expect(page.getByRole('complementary', { name: 'اطلاعیه' })).toBeVisible();
  const bottomBar = await page.locator('nav.fixed').boundingBox();
  await page
    .locator('main')
    .getByRole('button', { name: /^افزودن/ })
    .first()
    .focus();
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab');
    const box = await page.evaluate(() => {
      const rect = document.activeElement?.getBoundingClientRect();
      return rect && document.activeElement?.closest('main') ? { top: rect.top, bottom: rect.bottom } : null;
    });
    if (!box) continue;
    const notice = await page.locator('[data-sticky-notice]').boundingBox();
    const barsTop = Math.min(bottomBar!.y, notice?.y ?? Infinity);
    expect(box.bottom, `step ${step}`).toBeGreaterThan(Math.max(0, await headerFoot(page)));
    expect(box.top, `step ${step}`).toBeLessThan(barsTop);
  }
});

test('after «افزودن به سبد» the header comes back with the badge showing the new count', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search');
  const header = page.getByRole('banner');
  const adds = page.locator('main').getByRole('button', { name: /^افزودن/ });
  await ownedByReact(adds.first());
  await page.mouse.wheel(0, 1200);
  await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThan(-50);
  // A card's button in the middle of the screen: pressing it scrolls nothing.
  const index = await adds.evaluateAll((buttons) =>
    buttons.findIndex((button) => {
      const rect = button.getBoundingClientRect();
      return rect.top > 130 && rect.bottom < 760;
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  await adds.nth(index).click();
  await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
  const basket = header.getByRole('link', { name: /سبد خرید/ });
  await expect(basket).toHaveAccessibleName(/۱/);
  await expect(basket.locator('[data-bump]')).toHaveText('۱');
  // Then it steps aside again: the customer was reading down the page.
  await expect.poll(async () => (await header.boundingBox())!.y, { timeout: 6000 }).toBeLessThan(-50);
});

test.describe('the home slider', () => {
  // Issue 46 item 15: a hero slide was a picture only, with nothing that looked pressable.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`at ${viewport.width} px every slide has a call to action of 44 px at its start, leading where the slide does`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const slider = page.locator('section[aria-roledescription="اسلایدر تصاویر"]');
      const slides = slider.locator('ul > li');
      const count = await slides.count();
      expect(count).toBeGreaterThan(1);
      for (let index = 0; index < count; index += 1) {
        const slide = slides.nth(index);
        const link = slide.getByRole('link');
        const action = slide.getByTestId('slide-action');
        await expect(action).toHaveText(/^[\u0600-\u06FF\u200c ]{3,}$/);
        await expect(link).toHaveAccessibleName(new RegExp(`${await action.innerText()}$`));
        if (index > 0) continue;
        // The first slide is in view: its button lies on the picture, at the right-to-left start.
        const picture = (await slide.locator('img').boundingBox())!;
        const button = (await action.boundingBox())!;
        expect(button.height).toBeGreaterThanOrEqual(44);
        expect(button.width).toBeGreaterThanOrEqual(44);
        expect(button.y + button.height).toBeLessThanOrEqual(picture.y + picture.height);
        expect(button.y).toBeGreaterThanOrEqual(picture.y);
        const startGap = picture.x + picture.width - (button.x + button.width);
        expect(startGap).toBeGreaterThanOrEqual(0);
        expect(startGap).toBeLessThan(picture.width / 4);
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid="slide-action"]') !== null,
          [button.x + button.width / 2, button.y + button.height / 2],
        );
        expect(hit).toBe(true);
      }
      await page.screenshot({
        path: join(import.meta.dirname, '../screenshots', `home-hero-${viewport.width}.png`),
      });
      const first = slides.first();
      const href = await first.getByRole('link').getAttribute('href');
      await ownedByReact(first.getByRole('link'));
      await first.getByTestId('slide-action').click();
      await expect
        .poll(() => {
          const url = new URL(page.url());
          return decodeURI(url.pathname + url.search);
        })
        .toBe(decodeURI(href!));
    });
  }

  test('on a phone it plays every 5 seconds, its dots follow and move it, and pause stops it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const slider = page.locator('section[aria-roledescription="اسلایدر تصاویر"]');
    const dots = slider.getByRole('group', { name: 'انتخاب اسلاید' }).getByRole('button');
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    await ownedByReact(dots.first());
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 8000 });
    // While playing, a screen reader is not told of every slide.
    await expect(slider.locator('ul')).toHaveAttribute('aria-live', 'off');

    await dots.nth(count - 1).click();
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    // Focus is on the slider (the dot just pressed): it waits.
    await page.waitForTimeout(6000);
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');

    await slider.getByRole('button', { name: 'توقف نمایش خودکار' }).click();
    await expect(slider.getByRole('button', { name: 'ادامهٔ نمایش خودکار' })).toBeVisible();
    // Neither the mouse nor the focus holds it now: only the pause does.
    await page.mouse.move(200, 800);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(6000);
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await expect(slider.locator('ul')).toHaveAttribute('aria-live', 'polite');
  });

  test('on a desktop it stays still and moves by its dots', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const slider = page.locator('section[aria-roledescription="اسلایدر تصاویر"]');
    const dots = slider.getByRole('group', { name: 'انتخاب اسلاید' }).getByRole('button');
    await ownedByReact(dots.first());
    await expect(slider.getByRole('button', { name: 'توقف نمایش خودکار' })).toBeHidden();
    await page.waitForTimeout(6000);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    const row = slider.locator('ul');
    expect(await row.evaluate((element) => element.scrollLeft)).toBeLessThan(-100);
  });

  test('a visitor who asked for less motion gets no autoplay until they press play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const slider = page.locator('section[aria-roledescription="اسلایدر تصاویر"]');
    const dots = slider.getByRole('group', { name: 'انتخاب اسلاید' }).getByRole('button');
    await ownedByReact(dots.first());
    await expect(slider.getByRole('button', { name: 'ادامهٔ نمایش خودکار' })).toBeVisible();
    await page.waitForTimeout(6000);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  });
});
