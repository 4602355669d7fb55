import { describe, expect, it } from 'vitest';
import { amountRows } from './order-amounts.ts';

type Order = Parameters<typeof amountRows>[0];

const line = (price: number, realPrice: number, count: number) =>
  ({ name: 'کالا', price, real_price: realPrice, count }) as unknown as Order['products'][number];

const order = {
  products: [line(890_000, 1_160_000, 2), line(100_000, 100_000, 1)],
  company_discount: 0,
  coupon_decreased_value: 0,
  slot_price: 0,
  shipping_cost: 250_000,
  amount: 2_130_000,
  wallet_spent: 0,
  debt_paid: 0,
  payable_amount: 2_130_000,
} as unknown as Order;

describe('an order’s bill, as its invoice shows it', () => {
  it('lists the goods at list prices, their own discount, delivery, the total and what is payable', () => {
    expect(amountRows(order)).toEqual([
      { kind: 'goods', rials: 2_420_000, isDiscount: false },
      { kind: 'goodsDiscount', rials: 540_000, isDiscount: true },
      { kind: 'delivery', rials: 250_000, isDiscount: false },
      { kind: 'total', rials: 2_130_000, isDiscount: false },
      { kind: 'payable', rials: 2_130_000, isDiscount: false },
    ]);
  });

  it('adds the discounts, the slot with the shipping, the wallet and a debt only when they are there', () => {
    const rows = amountRows({
      ...order,
      products: [line(940_000, 940_000, 2)],
      company_discount: 100_000,
      coupon_decreased_value: 50_000,
      slot_price: 50_000,
      shipping_cost: 0,
      amount: 1_780_000,
      wallet_spent: 30_000,
      debt_paid: 20_000,
      payable_amount: 1_770_000,
    });
    expect(rows.map((row) => [row.kind, row.rials])).toEqual([
      ['goods', 1_880_000],
      ['companyDiscount', 100_000],
      ['coupon', 50_000],
      ['delivery', 50_000],
      ['total', 1_780_000],
      ['wallet', 30_000],
      ['debt', 20_000],
      ['payable', 1_770_000],
    ]);
  });
});
