import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { smallControls } from '../support/phone-layout.ts';
import { ownedByReact } from '../support/react.ts';

type Category = { id: number; name: string; slug: string; type: 'branch' | 'leaf'; children: Category[] };

test.describe('category side menu', () => {
  test('lists the top level in the server HTML, opens a branch on demand and leads to a leaf listing', async ({
    page,
    request,
  }) => {
    const tree = ((await (await request.get('/api/v1/categories')).json()) as { data: Category[] }).data;
    const branch = tree.find((node) => node.children.length > 0);
    const child = branch?.children[0];
    expect(branch && child).toBeTruthy();
    const grandchild = child!.children[0] ?? child!;

    // Crawlers find the top level; the deeper levels are rendered only when a branch is opened.
    const html = await (await request.get('/')).text();
    const menu = html.slice(html.indexOf('<dialog'), html.indexOf('</dialog>'));
    expect(menu).toContain(branch!.name);
    expect(menu).not.toContain(`>${grandchild.name}<`);
    // Nor does every page carry the levels below in its hydration data: they come when the menu opens.
    const data = await (await request.get('/brands')).text();
    expect(data).toContain(String.raw`\"hasChildren\"`);
    expect(data).not.toContain(String.raw`\"children\"`);

    // Phones keep the side drawer (from 1024 px the mega-menu below).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'دسته‌بندی کالاها' });
    await ownedByReact(menuButton);
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'دسته‌بندی کالاها' });
    await expect(dialog).toBeVisible();
    // By the whole name: «شیر» is also inside «نان و شیرینی», which is there before «شیر» has loaded.
    const summaryOf = (name: string) =>
      dialog.locator('summary', { hasText: new RegExp(`^\\s*${name}\\s*$`) });
    await summaryOf(branch!.name).click();
    if (grandchild !== child) await summaryOf(child!.name).click();
    await dialog.getByRole('link', { name: grandchild.name, exact: true }).click();
    await page.waitForURL(new RegExp(`/search/categories/${grandchild.id}/`));
    // Navigating closes the menu.
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(grandchild.name);
  });

  test('a branch whose levels could not be fetched offers to try again', async ({ page, request }) => {
    const tree = ((await (await request.get('/api/v1/categories')).json()) as { data: Category[] }).data;
    const branch = tree.find((node) => node.children.length > 0)!;
    await page.route('**/api/v1/categories', (route) => route.abort());
    // On a phone, where the button shows only its icon and must still be named.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'دسته‌بندی کالاها' });
    await ownedByReact(menuButton);
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'دسته‌بندی کالاها' });
    await dialog.locator('summary', { hasText: branch.name }).first().click();
    // Every control of the open menu, its close button too, takes a thumb: 44 px.
    expect(await smallControls(dialog)).toEqual([]);
    // The branch's own listing stays one tap away meanwhile.
    const allOf = dialog.getByRole('link', { name: `همهٔ محصولات ${branch.name}` });
    await expect(allOf).toBeVisible();
    // «All products of X» is X's product list, not its shelves page.
    await expect(allOf).toHaveAttribute('href', new RegExp(`^/search/categories/${branch.id}/[^/]+/$`));
    // The spec's words, and a way to ask again.
    await expect(dialog.getByRole('alert')).toContainText('ارتباط با سایت موقتاً برقرار نیست');
    const retry = dialog.getByRole('button', { name: 'تلاش دوباره' });
    await expect(retry).toBeVisible();
    await page.unroute('**/api/v1/categories');
    await retry.click();
    await expect(dialog.getByText(branch.children[0]!.name, { exact: true }).first()).toBeVisible();
  });
});

test.describe('desktop mega-menu (decision 088)', () => {
  test('hovering opens the top categories and their children under the header, a link leads there, leaving closes it', async ({
    page,
    request,
  }) => {
    const tree = ((await (await request.get('/api/v1/categories')).json()) as { data: Category[] }).data;
    const branches = tree.filter((node) => node.children.length > 0);
    const second = branches[1] ?? branches[0]!;
    const child = second.children[0]!;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const trigger = header.getByRole('button', { name: 'دسته‌بندی کالاها' });
    await ownedByReact(trigger);
    // The phone's drawer button is not there on a desktop: one button, the disclosure's.
    await expect(trigger).toHaveCount(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const headerBox = await header.boundingBox();
    const firstBox = await page.locator('main').boundingBox();

    await trigger.hover();
    const panel = page.getByRole('navigation', { name: 'دسته‌بندی کالاها' });
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Under the header, over the page: nothing moved.
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height - 2);
    expect(await header.boundingBox()).toEqual(headerBox);
    expect(await page.locator('main').boundingBox()).toEqual(firstBox);
    for (const top of tree)
      await expect(panel.getByRole('link', { name: top.name, exact: true })).toBeVisible();

    // Pointing at a top category shows its children beside it.
    await panel.getByRole('link', { name: second.name, exact: true }).hover();
    const childLink = panel.getByRole('link', { name: child.name, exact: true });
    await expect(childLink).toBeVisible();
    await expect(panel.getByRole('link', { name: `همهٔ محصولات ${second.name}` })).toBeVisible();
    if (child.children[0]) {
      await expect(panel.getByRole('link', { name: child.children[0].name, exact: true })).toBeVisible();
    }
    const axe = await new AxeBuilder({ page }).include('header').analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.impact === 'moderate')
        .map((v) => v.id),
    ).toEqual([]);
    await page.screenshot({ path: join(import.meta.dirname, '../screenshots', 'mega-menu-1366.png') });

    await childLink.click();
    await page.waitForURL(new RegExp(`/search/categories/${child.id}/`));
    await expect(panel).toBeHidden();

    // Leaving it with the mouse closes it after a moment, not at once.
    await trigger.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(700, 850);
    await expect(panel).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('the keyboard opens it with Enter, walks into it with Tab, and Escape closes it back on the button', async ({
    page,
    request,
  }) => {
    const tree = ((await (await request.get('/api/v1/categories')).json()) as { data: Category[] }).data;
    const first = tree[0]!;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'دسته‌بندی کالاها' });
    await ownedByReact(trigger);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('navigation', { name: 'دسته‌بندی کالاها' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: first.name, exact: true })).toBeFocused();
    if (first.children[0]) {
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: `همهٔ محصولات ${first.name}` })).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Enter on a link inside leads there.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\/categories\//);
    await expect(panel).toBeHidden();
  });
});
