import { expect, test, type Page } from '@playwright/test';
import { apiData, findProduct } from '../support/catalogue.ts';
import { mapTilesHost, serveMapTiles } from '../support/checkout.ts';
import { createCustomer, signInBrowser } from '../support/identity.ts';
import { liveChatOrigin } from '../support/live-chat.ts';

// The pages' Content-Security-Policy (issue 16): every page type, as a guest and signed in, with the
// interactions that load lazy code (suggestions, add to basket, quick view), runs without a single
// violation. Violations are collected in the page itself from the moment it starts.

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

type Category = { id: number; slug: string };
type Bundle = { id: number; slug: string };
type Brand = { id: number; slug: string };

test('every page type runs under the policy without a violation', async ({ page, request }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const product = await findProduct(request, (candidate) => candidate.max_count > 1);
  const [category] = await apiData<Category[]>(request, '/categories');
  const [bundle] = await apiData<Bundle[]>(request, '/bundles');
  const [brand] = await apiData<Brand[]>(request, '/brands');
  const pages = [
    '/',
    `/search/categories/${category?.id}/${encodeURIComponent(category?.slug ?? '')}/`,
    `/search/brands/${brand?.id}/${encodeURIComponent(brand?.slug ?? '')}/`,
    '/search?q=%D8%B4%DB%8C%D8%B1',
    `/products/${product.id}/${encodeURIComponent(product.slug)}`,
    '/bundles',
    `/bundles/${bundle?.id}/${encodeURIComponent(bundle?.slug ?? '')}`,
    '/brands',
    '/cart',
    '/login',
    '/landings/yalda',
    '/faqs',
    '/no-such-page',
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toMatch(
      /script-src 'self' '(nonce|sha256)-/,
    );
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }

  // The live-chat widget: its provider's origin, and only it, is added for scripts, and it ran.
  const home = await page.goto('/');
  const directive = (name: string) =>
    new RegExp(`${name} ([^;]+)`).exec(home?.headers()['content-security-policy'] ?? '')?.[1]?.split(' ');
  expect(directive('script-src')).toContain(liveChatOrigin);
  expect(directive('frame-src')).toEqual(["'self'", liveChatOrigin]);
  expect(directive('connect-src')).toEqual(["'self'", liveChatOrigin, liveChatOrigin.replace('http', 'ws')]);
  await expect(page.locator('#live-chat-e2e')).toBeAttached();
  await expect(page.locator('script[data-live-chat]')).toHaveCount(1);
  expect(await violations()).toEqual([]);

  // Lazy code: the search suggestions, the basket, a quick view.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'جستجو' }).fill('ماست');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.goto(`/products/${product.id}/${encodeURIComponent(product.slug)}`);
  await page
    .getByRole('button', { name: /افزودن به سبد/ })
    .first()
    .click();
  await page.waitForLoadState('networkidle');
  await page.goto(`/product/${product.id}`);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);

  // Signed in: the customer's own pages are rendered for them alone, with a nonce; a public page is
  // the copy every customer shares (decision 071), its scripts allowed by their hashes.
  const customer = { mobile: '09120001090', password: 'secret-123', firstName: 'نگار', lastName: 'رضایی' };
  await createCustomer(request, customer);
  await signInBrowser(page, customer);
  for (const [path, allowed] of [
    ['/profile', /script-src 'self' 'nonce-/],
    ['/cart', /script-src 'self' 'nonce-/],
    ['/', /script-src 'self' 'sha256-/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toMatch(allowed);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }

  // The checkout, with the address map's lazy code (Leaflet and its styles).
  const added = await page.request.post(`/api/v1/cart/${product.id}`, {
    headers: { 'x-shop-csrf': '1' },
    data: { type: 1, count: 1, add: 1 },
  });
  expect(added.ok()).toBe(true);
  const tiles = await serveMapTiles(page);
  const checkout = await page.goto('/checkout');
  // The tile server's host is allowed for pictures, and nothing else is added but the chat's.
  expect(checkout?.headers()['content-security-policy']).toContain(
    `img-src 'self' data: blob: ${mapTilesHost} ${liveChatOrigin};`,
  );
  // The national-code step is open first (this customer has none): open the address step.
  await page.getByTestId('step-destination').getByRole('button').first().click();
  await page.getByRole('button', { name: 'افزودن آدرس جدید' }).click();
  await expect(page.getByTestId('address-map')).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.served()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(await violations(), '/checkout').toEqual([]);
});

test('a page is sent with a new nonce every time, matching its inline scripts', async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    // A query string keeps the page out of the guest cache.
    const response = await request.get(`/search?q=${i}`);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(policy).toMatch(/frame-ancestors 'self'/);
    expect(policy).toMatch(/object-src 'none'/);
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1] ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline.filter((attributes) => !attributes.includes('application/ld+json'))) {
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    nonces.push(nonce);
    expect(response.headers()['permissions-policy']).toContain('camera=()');
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});
