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
