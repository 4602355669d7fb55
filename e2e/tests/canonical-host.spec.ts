import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

// One canonical host (issue 46 item 7, decision 081): the server under test has PUBLIC_URL
// http://127.0.0.1:{port}, where the bank sends the payer back. A customer who typed localhost lands
// on 127.0.0.1 before anything sets a cookie, so the session and the bank's return always meet.

const other = baseURL.replace('127.0.0.1', 'localhost');

test('a page read on another host name moves to PUBLIC_URL’s, path and query kept', async ({
  page,
  request,
}) => {
  const path = `/search?q=${encodeURIComponent('ماست')}&sortby=3`;
  const moved = await request.get(`${other}${path}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`${baseURL}${path}`);

  await page.goto(`${other}/cart`);
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the probes answer on any host', async ({ request }) => {
  const probe = await request.get(`${other}/readyz`, { maxRedirects: 0 });
  expect(probe.status()).toBe(200);
});
