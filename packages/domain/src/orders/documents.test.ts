import { describe, expect, it } from 'vitest';
import { invoiceKindOf, offersInvoice, offersPaymentReceipt, paymentStateOf } from './documents.ts';

describe('the invoice an order shows', () => {
  it.each([
    [10, 'proforma', false],
    [40, 'invoice', true],
    [50, 'invoice', true],
    [60, 'invoice', true],
    [70, 'void', false],
    [80, 'void', false],
  ] as const)('status %d → %s, linked from the detail: %s', (status, kind, linked) => {
    expect(invoiceKindOf(status)).toBe(kind);
    expect(offersInvoice(status)).toBe(linked);
  });
});

describe('where an order’s payment stands', () => {
  const order = { status: 10, payment_status: 10, payment_port: 6, is_expired: false, receipt: null };
  it.each([
    ['paid online, processing', { status: 40, payment_status: 20 }, 'paid', true],
    ['paid, then delivered', { status: 60, payment_status: 20 }, 'paid', true],
    ['paid, then cancelled by the shop', { status: 70, payment_status: 20 }, 'void', false],
    ['online, awaiting payment', {}, 'awaiting', false],
    ['online, lapsed', { is_expired: true }, 'void', false],
    ['a transfer with no receipt yet', { payment_port: 3 }, 'awaiting', false],
    [
      'a transfer whose receipt is being checked',
      { payment_port: 3, receipt: { url: '/r' } },
      'checking',
      true,
    ],
    ['on the invoice, processing', { status: 40, payment_port: 5 }, 'on-delivery', false],
    ['cancelled unpaid', { status: 70 }, 'void', false],
  ])('%s → %s (receipt offered: %s)', (_name, change, state, offered) => {
    const facts = { ...order, ...change };
    expect(paymentStateOf(facts)).toBe(state);
    expect(offersPaymentReceipt(facts)).toBe(offered);
  });
});
