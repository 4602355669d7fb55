import { describe, expect, it } from 'vitest';
import { orderStart } from './order-start.ts';

const now = new Date('2026-11-25T10:00:00.000Z');

describe('how an order starts', () => {
  it.each([
    ['paid in full from the wallet, whatever the port', 6, 0, 40, 20, null, null],
    ['on the invoice', 5, 1000, 40, 10, null, null],
    ['a bank transfer, held a day', 3, 1000, 10, 10, '2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z'],
    ['online, twenty minutes to pay', 6, 1000, 10, 10, null, '2026-11-25T10:20:00.000Z'],
  ] as const)('%s', (_name, port, payable, status, paymentStatus, freeze, expires) => {
    const start = orderStart(port, payable, now);
    expect(start).toEqual({
      status,
      paymentStatus,
      freezeExpiresAt: freeze ? new Date(freeze) : null,
      expiresAt: expires ? new Date(expires) : null,
    });
  });
});

describe('how a periodic order’s repeat starts', () => {
  const payBy = new Date('2026-11-26T20:30:00.000Z');
  it.each([
    ['online, awaited until its day begins', 6, 1000, 10, null, payBy],
    ['a bank transfer, its receipt awaited until then too', 3, 1000, 10, payBy, payBy],
    ['on the invoice, nothing awaited', 5, 1000, 40, null, null],
    ['paid from the wallet, nothing awaited', 6, 0, 40, null, null],
  ] as const)('%s', (_name, port, payable, status, freeze, expires) => {
    const start = orderStart(port, payable, now, payBy);
    expect(start.status).toBe(status);
    expect(start.freezeExpiresAt).toEqual(freeze);
    expect(start.expiresAt).toEqual(expires);
  });
});
