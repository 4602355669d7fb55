import { describe, expect, it } from 'vitest';
import { amountRows } from './order-amounts.ts';

const order = {
  products: [
    { price: 890_000, count: 2 },
    { price: 100_000, count: 1 },
  ],
  total_amount: 2_420_000,
  company_discount: 0,
  coupon_decreased_value: 0,
  slot_price: 0,
  shipping_cost: 250_000,
  amount: 2_130_000,
  wallet_spent: 0,
  payable_amount: 2_130_000,
} as unknown as Parameters<typeof amountRows>[0];

describe('an order’s bill', () => {
  it('lists the goods at list prices, their own discount, shipping, the total and what is payable', () => {
    expect(amountRows(order)).toEqual([
      { kind: 'goods', rials: 2_420_000, isDiscount: false },
      { kind: 'goodsDiscount', rials: 540_000, isDiscount: true },
      { kind: 'shipping', rials: 250_000, isDiscount: false },
      { kind: 'total', rials: 2_130_000, isDiscount: false },
      { kind: 'payable', rials: 2_130_000, isDiscount: false },
    ]);
  });

  it('adds the company’s and the code’s discounts, the slot and the wallet only when they are there', () => {
    const rows = amountRows({
      ...order,
      total_amount: 1_880_000,
      company_discount: 100_000,
      coupon_decreased_value: 50_000,
      slot_price: 50_000,
      shipping_cost: 0,
      wallet_spent: 30_000,
    });
    expect(rows.map((row) => [row.kind, row.rials])).toEqual([
      ['goods', 1_880_000],
      ['companyDiscount', 100_000],
      ['coupon', 50_000],
      ['slot', 50_000],
      ['shipping', 0],
      ['total', 2_130_000],
      ['wallet', 30_000],
      ['payable', 2_130_000],
    ]);
  });
});
