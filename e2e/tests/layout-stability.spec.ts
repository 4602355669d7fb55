import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

type Named = { id: number; slug: string };
type Category = Named & { children?: Category[] };

async function first(request: APIRequestContext, path: string): Promise<Named> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  const item = ((await response.json()) as { data: Named[] }).data[0];
  if (!item) throw new Error(`${path} answered an empty list.`);
  return item;
}

type Shift = { value: number; at: number; fontLoaded: boolean; nodes: string[]; moves: string[] };

/**
 * Records every layout shift of each page the tab loads from now on, as the browser reports them: when
 * it came, whether Vazirmatn had arrived by then, and where each moved element was and went, so that a
 * shift seen once in a while (a breadcrumb item at 390 px, once in eight CI runs) says what moved it.
 */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        const sources = entry.sources ?? [];
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          fontLoaded: document.fonts.check('1em Vazirmatn', 'ب'),
          nodes: sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : String(source.node),
          ),
          moves: sources.map((source) => `${box(source.previousRect)} → ${box(source.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of one load, before any input (what CLS counts), summed, and the elements they moved. */
async function shiftsWhileLoading(
  page: Page,
  path: string,
): Promise<{ total: number; moved: string[]; details: string }> {
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(1200);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  // When the font and the first paint came, on the same clock as the shifts' `at`.
  const timings = await page.evaluate(() => ({
    fontArrivedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => Math.round((entry as PerformanceResourceTiming).responseEnd)),
    firstPaintAt: performance
      .getEntriesByType('paint')
      .map((entry) => `${entry.name} ${Math.round(entry.startTime)}`),
  }));
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.flatMap((shift) => shift.nodes),
    details: JSON.stringify({ shifts, ...timings }),
  };
}

test.describe('pages hold still while they load (CLS 0)', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 800 },
  ]) {
    test(`home, a category and a product at ${viewport.width} px, with the font arriving late`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      // A slow first visit: Vazirmatn comes after the first layout. The page must not move when it does
      // (font-display: optional), nor when the first screen's shelves find which cards are in view.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await watchShifts(page);
      // A leaf category: its page is the product listing with filters.
      let category = (await first(request, '/categories')) as Category;
      while (category.children?.[0]) category = category.children[0];
      const product = await first(request, '/products?page=1');
      for (const path of [
        '/',
        `/search/categories/${category.id}/${encodeURIComponent(category.slug)}/`,
        `/products/${product.id}/${encodeURIComponent(product.slug)}`,
      ]) {
        // Twice each: the shelf's shift came in two loads of three before it was fixed.
        for (let load = 0; load < 2; load++) {
          const { total, moved, details } = await shiftsWhileLoading(page, path);
          expect(moved, `${path} at ${viewport.width} px, load ${load + 1}: ${details}`).toEqual([]);
          expect(total).toBe(0);
        }
      }
    });
  }
});
