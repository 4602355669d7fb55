import { describe, expect, it } from 'vitest';
import { invoiceOf, invoiceRows, invoiceTotals } from './invoice.ts';

describe('an invoice', () => {
  const rows = invoiceRows([
    { name: 'شیر', count: 2, price: 90_000, real_price: 100_000 },
    { name: 'نان', count: 1, price: 30_000, real_price: 30_000 },
  ]);

  it('shows each line at its list price, its discount and what it cost', () => {
    expect(rows).toEqual([
      { row: 1, name: 'شیر', count: 2, unit_price: 100_000, discount: 20_000, total: 180_000 },
      { row: 2, name: 'نان', count: 1, unit_price: 30_000, discount: 0, total: 30_000 },
    ]);
  });

  it('adds up: goods less every discount, plus delivery, is what the order cost', () => {
    const totals = invoiceTotals(rows, {
      companyDiscount: 0,
      couponDiscount: 10_000,
      shippingCost: 25_000,
      slotPrice: 5_000,
      amount: 230_000,
      walletSpent: 30_000,
      debtPaid: 0,
      payable: 200_000,
    });
    expect(
      totals.gross - totals.lineDiscounts - totals.companyDiscount - totals.couponDiscount + totals.delivery,
    ).toBe(totals.amount);
    expect(totals.amount - totals.walletSpent + totals.debtPaid).toBe(totals.payable);
  });

  it('is worked out from an order’s detail by one function, for the invoice and the order’s page alike', () => {
    const order = {
      products: [
        { name: 'شیر', count: 2, price: 90_000, real_price: 100_000 },
        { name: 'نان', count: 1, price: 30_000, real_price: 30_000 },
      ],
      company_discount: 0,
      coupon_decreased_value: 10_000,
      shipping_cost: 25_000,
      slot_price: 5_000,
      amount: 230_000,
      wallet_spent: 30_000,
      debt_paid: 0,
      payable_amount: 200_000,
    };
    expect(invoiceOf(order)).toEqual({
      rows,
      totals: invoiceTotals(rows, {
        companyDiscount: 0,
        couponDiscount: 10_000,
        shippingCost: 25_000,
        slotPrice: 5_000,
        amount: 230_000,
        walletSpent: 30_000,
        debtPaid: 0,
        payable: 200_000,
      }),
    });
  });
});
