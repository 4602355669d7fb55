import type { Invoice, OrderDetail } from '@shop/domain/orders/account-schemas';
import { describe, expect, it } from 'vitest';
import { amountInFull, invoiceFigures, paymentReceiptFacts } from './invoice-figures.ts';

const totals = {
  gross: 2_420_000,
  lineDiscounts: 540_000,
  companyDiscount: 0,
  couponDiscount: 100_000,
  delivery: 250_000,
  amount: 2_030_000,
  walletSpent: 30_000,
  debtPaid: 0,
  payable: 2_000_000,
};
const invoiceOf = (change: Partial<typeof totals>, coupon: { code: string } | null = { code: 'YALDA' }) =>
  ({ totals: { ...totals, ...change }, order: { coupon } }) as unknown as Invoice;

describe('an invoice’s totals', () => {
  it('take every discount and the wallet off, and add up to what the order cost', () => {
    const figures = invoiceFigures(invoiceOf({}));
    expect(figures.map((f) => [f.key, f.rials])).toEqual([
      ['gross', 2_420_000],
      ['lines', -540_000],
      ['coupon', -100_000],
      ['delivery', 250_000],
      ['amount', 2_030_000],
      ['wallet', -30_000],
    ]);
    const beforeTotal = figures.slice(
      0,
      figures.findIndex((f) => f.key === 'amount'),
    );
    expect(beforeTotal.reduce((sum, f) => sum + f.rials, 0)).toBe(totals.amount);
    expect(figures.find((f) => f.key === 'coupon')?.label).toBe('کد تخفیف (YALDA)');
    expect(figures.find((f) => f.key === 'amount')?.isTotal).toBe(true);
  });

  it('leave out what is not there, and call free delivery free', () => {
    const figures = invoiceFigures(
      invoiceOf({ lineDiscounts: 0, couponDiscount: 0, delivery: 0, walletSpent: 0 }, null),
    );
    expect(figures.map((f) => f.key)).toEqual(['gross', 'delivery', 'amount']);
    expect(figures.find((f) => f.key === 'delivery')?.isFree).toBe(true);
  });

  it('close with the payable in rials, in tomans and in Persian words', () => {
    expect(amountInFull(2_000_000)).toEqual({
      rials: '۲٬۰۰۰٬۰۰۰ ریال',
      tomans: 'معادل ۲۰۰٬۰۰۰ تومان',
      words: 'به حروف: دو میلیون ریال',
    });
  });
});

const order = {
  status: 40,
  payment_status: 20,
  payment_port: 6,
  payment_type: 'پرداخت اینترنتی',
  is_expired: false,
  amount: 1_000_000,
  wallet_spent: 0,
  payable_amount: 1_000_000,
  receipted_at: '2026-11-26T06:00:00.000Z',
  paid_at: '2026-11-26T06:03:00.000Z',
  bank_reference: '201',
  receipt: null,
} as unknown as OrderDetail;

describe('a payment receipt', () => {
  it('of an online payment: paid, when the bank confirmed it, and how much', () => {
    const facts = paymentReceiptFacts(order);
    expect(facts).toMatchObject({
      state: 'paid',
      way: 'پرداخت اینترنتی',
      at: { label: 'تاریخ و ساعت پرداخت', iso: '2026-11-26T06:03:00.000Z' },
    });
    expect(facts.figures.map((f) => [f.label, f.rials])).toEqual([
      ['مبلغ سفارش', 1_000_000],
      ['پرداخت‌شده با پرداخت اینترنتی', 1_000_000],
      ['جمع مبلغ پرداخت‌شده', 1_000_000],
    ]);
  });

  it('of an order the wallet paid in part, and of one it paid whole', () => {
    const part = paymentReceiptFacts({ ...order, wallet_spent: 300_000, payable_amount: 700_000 });
    expect(part.way).toBe('کیف پول و پرداخت اینترنتی');
    expect(part.figures.at(-1)).toMatchObject({ rials: 1_000_000, isTotal: true });
    const whole = paymentReceiptFacts({ ...order, wallet_spent: 1_000_000, payable_amount: 0 });
    expect(whole.way).toBe('کیف پول');
    expect(whole.figures.map((f) => f.key)).toEqual(['amount', 'wallet', 'paid']);
  });

  it('of a bank transfer being checked: the receipt’s time and the amount transferred, no total paid yet', () => {
    const facts = paymentReceiptFacts({
      ...order,
      status: 10,
      payment_status: 10,
      payment_port: 3,
      payment_type: 'کارت به کارت یا واریز به حساب',
      paid_at: null,
      receipt: { url: '/r', type: 'image/png', uploaded_at: '2026-11-26T07:00:00.000Z' },
    });
    expect(facts.state).toBe('checking');
    expect(facts.at).toEqual({ label: 'تاریخ و ساعت ارسال رسید', iso: '2026-11-26T07:00:00.000Z' });
    expect(facts.figures.map((f) => f.label)).toEqual(['مبلغ سفارش', 'مبلغ واریزی']);
  });
});
