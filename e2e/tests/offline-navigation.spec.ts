import { expect, test } from '@playwright/test';
import { ownedByReact } from '../support/react.ts';

// Offline keeps the shell (issue 46 item 8, decision 092): a link followed with the connection down
// lands on the offline state inside the shop's header and footer, styled, with «تلاش دوباره» that
// brings the page once the connection is back; the banner sits in the flow and covers nothing.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a link followed offline shows the offline state in the shell, and retry brings the page, at ${viewport.width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const link = page.locator('main a[href^="/products/"]').first();
    await ownedByReact(link);
    const href = await link.getAttribute('href');
    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'اتصال اینترنت شما قطع است' });
    await expect(banner).toBeVisible();
    // The banner is in the flow above the header: their boxes do not overlap.
    const header = page.locator('header[data-page-chrome]');
    const bannerBox = (await banner.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headerBox.y + 0.5);

    await link.click();
    const state = page.locator('[data-offline-state]');
    await expect(state).toBeVisible();
    await expect(state.getByRole('heading', { level: 1 })).toHaveText('اتصال اینترنت برقرار نیست');
    // Inside the shell, still styled: the header is there and laid out, the state is a white card.
    await expect(header).toBeVisible();
    // Styled: the retry is a 44 px button (an unstyled one is a line of text).
    const retry = state.getByRole('button', { name: 'تلاش دوباره' });
    await expect(retry).toBeVisible();
    await expect.poll(async () => (await retry.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);

    // Asked for again while still offline: the state stays, nothing reloads.
    await retry.click();
    await expect(state).toBeVisible();
    // Online again, the page comes by itself, as the banner says it will.
    await context.setOffline(false);
    await expect(page).toHaveURL(href!);
    await expect(state).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
}

// A page with few links lets the router learn their routes as they render; it imports a route's code
// only when first visited, and reloads the document when that import fails, which offline is the
// browser's own error page. The linked pages' code is fetched while the page is idle (decision 092), so
// the link followed offline stays in the shop. One width: the subject is the code, not the layout.
test('offline, a link whose route the page discovered stays in the shop instead of reloading', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about-us');
  const link = page.locator('footer a[href="/bundles"]');
  // The footer is drawn by React once it comes into view.
  await link.scrollIntoViewIfNeeded();
  await ownedByReact(link);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const { routes } = (
            window as { __reactRouterManifest?: { routes: Record<string, { module: string }> } }
          ).__reactRouterManifest!;
          const module = routes['routes/bundles']?.module;
          return (
            !!module && performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(module))
          );
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await link.click();
  // A reload would have left the browser's error page, without the shop's offline state.
  await expect(page.locator('[data-offline-state]')).toBeVisible();
  await context.setOffline(false);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('[data-offline-state]')).toHaveCount(0);
});
