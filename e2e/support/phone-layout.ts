// What a phone's screen must hold (issue 46): a page never wider than the screen, with every part a
// customer can open opened; controls a thumb can hit; the bar fixed to the bottom in view.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The document is no wider than the window: a wider one makes a phone zoom the page out (the
 * checkout's day tabs once stretched it to 579 px on a 390 px screen). Measured against the size the
 * test set too, since a mobile browser that zoomed out reports a wider window.
 */
export async function expectFitsWidth(page: Page, label: string) {
  const width = page.viewportSize()!.width;
  const measured = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
    // The widest box inside the page: body's overflow-x: clip hides a row that stretched its column,
    // it does not bring the row's start (and its first chip) back on screen. A box inside a row that
    // scrolls or clips sideways by design is that row's business, and a fixed one the screen's.
    widest: (() => {
      const clips = new Map<Element, boolean>();
      /** The element or one of its ancestors inside main scrolls, clips or is fixed. */
      const insideClip = (element: Element | null): boolean => {
        if (!element || element.tagName === 'MAIN') return false;
        let known = clips.get(element);
        if (known === undefined) {
          const style = getComputedStyle(element);
          known =
            style.position === 'fixed' || style.overflowX !== 'visible' || insideClip(element.parentElement);
          clips.set(element, known);
        }
        return known;
      };
      let widest = 0;
      for (const element of document.querySelectorAll('main *')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || getComputedStyle(element).position === 'fixed') continue;
        if (insideClip(element.parentElement)) continue;
        widest = Math.max(widest, box.right, window.innerWidth - box.left);
      }
      return widest;
    })(),
  }));
  expect(measured.scroll, `${label}: scrollWidth`).toBeLessThanOrEqual(measured.inner);
  expect(measured.inner, `${label}: innerWidth`).toBe(width);
  expect(measured.widest, `${label}: a box reaches past the screen's edge`).toBeLessThanOrEqual(width + 0.5);
}

/**
 * Opens, one after the other, every closed part of the page's main area a customer can open (a button
 * with aria-expanded="false", a <details>), checking the width after each; a dialog that opens is
 * checked and closed again. Returns how many parts were opened.
 */
export async function openEveryPart(page: Page, label: string, limit = 25): Promise<number> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('main details:not([open])'))
      details.setAttribute('open', '');
  });
  const tried = new Set<string>();
  let opened = 0;
  for (let round = 0; round < limit; round += 1) {
    const closed = page.locator('main button[aria-expanded="false"]:visible');
    const count = await closed.count();
    let target: Locator | null = null;
    let name = '';
    for (let index = 0; index < count; index += 1) {
      const candidate = closed.nth(index);
      const key = `${index}:${((await candidate.textContent()) ?? '').trim().slice(0, 40)}`;
      if (tried.has(key)) continue;
      tried.add(key);
      target = candidate;
      name = key;
      break;
    }
    if (!target) break;
    await target.scrollIntoViewIfNeeded();
    await target.click();
    await page.waitForTimeout(150);
    opened += 1;
    await expectFitsWidth(page, `${label}, «${name}» opened`);
    if (await page.locator('[role=dialog]').isVisible()) {
      await page.keyboard.press('Escape');
      await expect(page.locator('[role=dialog]')).toBeHidden();
    }
  }
  return opened;
}

/**
 * The visible controls inside `root` smaller than 44 px in the dimension a thumb meets them by: a
 * control's own box, a radio or checkbox's label (its target), and the box itself at least 24 px so
 * it can be seen and aimed at (WCAG 2.5.8; the checkout's wallet box was 13 px).
 */
export function smallControls(root: Locator): Promise<string[]> {
  return root.evaluate((container) => {
    const found: string[] = [];
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=tab], [role=button]';
    for (const element of container.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      // checkVisibility: a closed <details> keeps its content laid out but hidden (content-visibility).
      if (box.width <= 1 || box.height <= 1 || !element.checkVisibility({ visibilityProperty: true }))
        continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
      const describe = (what: string, w: number, h: number) =>
        `${element.tagName.toLowerCase()}${what} «${name}» ${Math.round(w)}×${Math.round(h)}`;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        const label = element.labels?.[0]?.getBoundingClientRect();
        if (box.width < 23.5 || box.height < 23.5)
          found.push(describe(`[${element.type}]`, box.width, box.height));
        if (!label || label.height < 43.5 || label.width < 43.5)
          found.push(describe(`[${element.type}] label`, label?.width ?? 0, label?.height ?? 0));
        continue;
      }
      if (box.width < 43.5 || box.height < 43.5) found.push(describe('', box.width, box.height));
    }
    return found;
  });
}
