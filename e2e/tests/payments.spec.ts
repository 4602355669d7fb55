import { expect, test, type Page } from '@playwright/test';
import { creditWallet, customerWithBasket } from '../support/checkout.ts';
import { placeOrderOnPage } from '../support/checkout-page.ts';

// Paying online (issue 19): the sandbox bank's page, the callback verified by the shop, the result
// page; a payment cancelled at the bank and paid again; an order paid from the wallet alone.

const pendingOrders = async (page: Page) => {
  const answer = await page.request.get('/api/v1/checkout');
  return ((await answer.json()) as { data: { pending_orders?: number } }).data;
};

test('a customer cancels at the bank, pays again and sees the order paid', async ({ page, request }) => {
  await customerWithBasket(page, request, '09127772001', 600_000);
  await placeOrderOnPage(page, 'پرداخت و ثبت سفارش');

  // The sandbox bank: the shop's name and the amount in tomans.
  await expect(page).toHaveURL(/\/sandbox-bank\/S\w{35}$/);
  await expect(page.getByRole('heading', { name: 'پرداخت به سبدینو' })).toBeVisible();
  await expect(page.getByTestId('bank-amount')).toContainText('تومان');
  await page.getByRole('button', { name: 'انصراف' }).click();

  await expect(page).toHaveURL(/\/payments\?status=failed/);
  await expect(page.getByTestId('payment-message')).toContainText('پرداخت انجام نشد یا لغو شد');
  await expect(page.getByTestId('tracking-code')).toContainText(/[۰-۹]{5}-[۰-۹]{5}/);

  await page.getByRole('button', { name: 'پرداخت مجدد' }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\/S\w{35}$/);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();

  await expect(page).toHaveURL(/\/payments\?status=paid/);
  await expect(page.getByTestId('payment-message')).toHaveText(
    'پرداخت شما با موفقیت انجام شد و سفارش در حال پردازش است.',
  );
  await expect(page.getByTestId('bank-reference')).toContainText(/[۰-۹]+/);
  await expect(page.getByRole('button', { name: 'پرداخت مجدد' })).toHaveCount(0);
  // Paid: the checkout no longer counts it among the unpaid orders.
  expect(await pendingOrders(page)).toMatchObject({ pending_orders: 0 });
  await expect(page.getByRole('link', { name: 'مشاهدهٔ سفارش‌ها' })).toBeVisible();
});

test('an order the wallet pays in full needs no bank', async ({ page, request }) => {
  const customer = await customerWithBasket(page, request, '09127772002', 300_000);
  // More than any basket of the journey costs (the most expensive products, from 5,000,000 tomans).
  await creditWallet(request, customer.mobile, 200_000_000);
  await placeOrderOnPage(page, 'پرداخت و ثبت سفارش', { useWallet: true });
  await expect(page).toHaveURL(/\/payments\?/);
  await expect(page.getByTestId('payment-message')).toHaveText(
    'سفارش شما ثبت و مبلغ آن از کیف پول پرداخت شد.',
  );
});
