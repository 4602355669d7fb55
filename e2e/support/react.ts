import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element and run its effects (a frame and a beat later): a click
 * before then reaches server HTML with no handlers, which a real visitor's slower tap never does.
 */
export async function ownedByReact(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
  await element.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
}
