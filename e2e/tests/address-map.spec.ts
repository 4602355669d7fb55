import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mapTilesHost, serveMapTiles } from '../support/checkout.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import { ownedByReact } from '../support/react.ts';

// The address map of issue 46 (items 5 and 6; decision 087), through /profile/addresses' dialog (the
// checkout opens the same one): street tiles when they load, Tehran's districts drawn offline when the
// tile host cannot be reached, and the search box that moves the pin to a street.

const dialog = (page: Page) => page.getByRole('dialog');
const mapFrame = (page: Page) => page.locator('[data-map-mode]');
const shot = (name: string) => join(import.meta.dirname, '../screenshots', `${name}.png`);

async function openMap(page: Page, request: APIRequestContext, mobile: string) {
  const customer = { mobile, password: 'secret-pass-1', firstName: 'مریم', lastName: 'احمدی' };
  await createCustomer(request, customer);
  await signInBrowser(page, customer);
  await page.goto('/profile/addresses');
  const add = page.getByRole('button', { name: 'افزودن آدرس جدید' });
  await ownedByReact(add);
  await add.click();
  await expect(page.getByTestId('address-map')).toBeVisible();
}

// One width, a phone's: the subject is the map's tiles and search, not the layout; the map's dialog is
// photographed at both widths by tools/account-screens.ts (decision 094).
const { width, height, block } = { width: 390, height: 844, block: '0912087' };
test.describe(`the address map at ${width} px`, () => {
  test.use({ viewport: { width, height } });

  test('shows the street tiles, and finds a street typed into its search box: the pin moves there and names it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const tiles = await serveMapTiles(page);
    await openMap(page, request, `${block}0001`);
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.served()).toBeGreaterThan(0);
    // Streets, credited; the districts are not drawn over them.
    await expect(mapFrame(page)).toHaveAttribute('data-map-mode', 'tiles');
    await expect(page.locator('.leaflet-control-attribution')).toContainText('نقشهٔ آزمایشی');
    await expect(page.locator('.district-label')).toHaveCount(0);

    const searches: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/cedar/search')) searches.push(sent.url());
    });
    const box = dialog(page).getByRole('combobox', { name: 'جستجوی نشانی' });
    // Typed as a customer types, with an Arabic kaf and a slip: «بلوار كشاورذ».
    await box.pressSequentially('كشاورذ', { delay: 40 });
    const option = dialog(page).getByRole('option', { name: /بلوار کشاورز/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('خیابان، منطقهٔ ۶');
    // Debounced: far fewer questions than keystrokes, the last one for the whole word.
    expect(searches.length).toBeLessThan(6);
    expect(decodeURIComponent(searches.at(-1)!)).toContain('q=كشاورذ');
    await page.screenshot({ path: shot(`address-map-search-${width}`) });

    await option.click();
    await expect(box).toHaveValue('بلوار کشاورز');
    await expect(dialog(page).getByRole('listbox')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'بعدی' }).click();
    // «بعدی» names the point where the search moved the pin: the chosen street, its neighbourhood.
    await expect(page.getByLabel(/^نشانی/)).toHaveValue('کشاورز، بلوار کشاورز');
    await page.getByLabel(/^پلاک/).fill('۱۲');
    await page.getByRole('button', { name: 'ثبت آدرس' }).click();
    await expect(page.getByTestId('address-card')).toContainText('بلوار کشاورز');
    const saved = await page.request.get('/api/v1/addresses');
    const [address] = ((await saved.json()) as { data: { lat: number; lng: number; district: string }[] })
      .data;
    expect(address?.district).toBe('منطقهٔ ۶');
    expect(address?.lat).toBeCloseTo(35.7115, 3);
    expect(address?.lng).toBeCloseTo(51.388, 3);
  });

  test('draws Tehran’s districts offline when the tile host cannot be reached', async ({ page, request }) => {
    test.setTimeout(60_000);
    let asked = 0;
    await page.route(`${mapTilesHost}/**`, async (route) => {
      asked += 1;
      await route.abort('addressunreachable');
    });
    await openMap(page, request, `${block}0002`);
    await expect(mapFrame(page)).toHaveAttribute('data-map-mode', 'districts');
    expect(asked).toBeGreaterThan(0);
    await expect(page.locator('.district-label')).toHaveCount(22);
    await expect(dialog(page).getByRole('status')).toHaveText(
      'نقشهٔ خیابان‌ها بارگیری نشد؛ مناطق تهران نشان داده شده است.',
    );
    // No credit for tiles that are not shown; the search still works without them.
    await expect(page.locator('.leaflet-control-attribution')).toHaveCount(0);
    await dialog(page).getByRole('combobox', { name: 'جستجوی نشانی' }).fill('میدان تجریش');
    await expect(dialog(page).getByRole('option').first()).toContainText('میدان تجریش');
    await page.screenshot({ path: shot(`address-map-offline-${width}`) });
  });
});
