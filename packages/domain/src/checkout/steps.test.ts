import { describe, expect, it } from 'vitest';
import {
  missingChoice,
  nextOpenStep,
  stepLock,
  submitOutcome,
  visibleSteps,
  type CheckoutChoices,
} from './steps.ts';

const none: CheckoutChoices = {
  sellingType: null,
  addressId: null,
  centreId: null,
  slotId: null,
  postingMethodId: null,
  paymentPort: null,
  periodicType: 1,
};
const personal = { needsNationalCode: false, hasCompany: false };
const company = { needsNationalCode: false, hasCompany: true };

describe('checkout steps', () => {
  it('shows the national-code and selling-type steps only when needed, numbering the rest after them', () => {
    expect(visibleSteps(personal)[0]).toBe('destination');
    expect(visibleSteps({ needsNationalCode: true, hasCompany: true }).slice(0, 3)).toEqual([
      'nationalCode',
      'sellingType',
      'destination',
    ]);
    expect(visibleSteps(company)).toHaveLength(8);
  });

  it.each([
    ['time before an address', 'time', none, personal, 'chooseAddressFirst'],
    ['shipping before a time', 'shipping', { ...none, addressId: 1 }, personal, 'chooseTimeFirst'],
    [
      'payment before shipping',
      'payment',
      { ...none, addressId: 1, slotId: 2 },
      personal,
      'chooseShippingFirst',
    ],
    [
      'periodic before payment',
      'periodic',
      { ...none, addressId: 1, slotId: 2, postingMethodId: 3 },
      personal,
      'choosePaymentFirst',
    ],
    ['payment before an address', 'payment', none, personal, 'chooseAddressFirst'],
    ['the address before the order type', 'destination', none, company, 'chooseOrderTypeFirst'],
    [
      'time at a company before a centre',
      'time',
      { ...none, sellingType: 2 as const, addressId: 9 },
      company,
      'chooseAddressFirst',
    ],
  ] as const)('locks %s', (_name, step, choices, shape, lock) => {
    expect(stepLock(step, choices, shape)).toBe(lock);
  });

  it.each([
    ['time once an address is chosen', 'time', { ...none, addressId: 1 }, personal],
    ['time once a centre is chosen', 'time', { ...none, sellingType: 2 as const, centreId: 4 }, company],
    [
      'periodic once everything before it is',
      'periodic',
      { ...none, addressId: 1, slotId: 2, postingMethodId: 3, paymentPort: 5 },
      personal,
    ],
    ['the note always', 'note', none, personal],
  ] as const)('opens %s', (_name, step, choices, shape) => {
    expect(stepLock(step, choices, shape)).toBeNull();
  });

  it('opens the next step after each choice, in order', () => {
    expect(nextOpenStep(none, personal)).toBe('destination');
    expect(nextOpenStep(none, company)).toBe('sellingType');
    expect(nextOpenStep({ ...none, addressId: 1 }, personal)).toBe('time');
    expect(nextOpenStep({ ...none, addressId: 1, slotId: 2 }, personal)).toBe('shipping');
    expect(nextOpenStep({ ...none, addressId: 1, slotId: 2, postingMethodId: 3 }, personal)).toBe('payment');
    expect(
      nextOpenStep({ ...none, addressId: 1, slotId: 2, postingMethodId: 3, paymentPort: 5 }, personal),
    ).toBeNull();
  });

  it('names the first missing choice of a submit in the spec’s order', () => {
    expect(missingChoice(none, personal)).toBe('address');
    expect(missingChoice({ ...none, addressId: 1 }, personal)).toBe('time');
    expect(missingChoice({ ...none, addressId: 1, slotId: 2 }, personal)).toBe('shipping');
    expect(missingChoice({ ...none, addressId: 1, slotId: 2, postingMethodId: 3 }, personal)).toBe('payment');
    expect(
      missingChoice({ ...none, addressId: 1, slotId: 2, postingMethodId: 3, paymentPort: 5 }, personal),
    ).toBeNull();
    expect(missingChoice({ ...none, sellingType: 2, addressId: 1 }, company)).toBe('address');
  });
});

describe('what a placed order leads to', () => {
  const answer = {
    order_id: 77,
    payment_port: 5,
    tracking_code: '1234567890',
    freeze: false,
    freeze_expired_at: null,
    url: null,
    wallet_spent: 0,
    payable: 1000,
  };
  it.each([
    ['the invoice-later port', answer, { kind: 'invoice', trackingCode: '1234567890' }],
    [
      'a reserved bank transfer',
      { ...answer, payment_port: 3, freeze: true, freeze_expired_at: '2026-11-23T08:00:00.000Z' },
      { kind: 'reserved', trackingCode: '1234567890', until: '2026-11-23T08:00:00.000Z' },
    ],
    [
      'an order the wallet paid',
      { ...answer, payment_port: 6, wallet_spent: 1000, payable: 0 },
      { kind: 'paid-from-wallet', trackingCode: '1234567890' },
    ],
    [
      'an online payment',
      { ...answer, payment_port: 6, url: 'https://bank.test/pay/A1' },
      { kind: 'gateway', url: 'https://bank.test/pay/A1' },
    ],
    [
      'an online order the bank would not start',
      { ...answer, payment_port: 6, url: null },
      { kind: 'unpaid', trackingCode: '1234567890', orderId: 77 },
    ],
  ])('%s', (_name, given, outcome) => {
    expect(submitOutcome(given)).toEqual(outcome);
  });
});
