import { describe, expect, it } from 'vitest';
import {
  assertOrderMove,
  canCancelOrder,
  canMoveOrder,
  canRepayOrder,
  isOrderStatus,
  orderStatusFa,
  orderTransitions,
  type OrderStatus,
} from './status.ts';

const statuses = [10, 40, 50, 60, 70, 80] as const;

describe('the order status table', () => {
  const allowed = new Set(['10>40', '10>70', '40>50', '40>70', '50>60', '50>80', '60>80']);
  const pairs = statuses.flatMap((from) => statuses.map((to) => [from, to] as const));

  it.each(pairs)('%i → %i', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it('names every status in Persian, and nothing moves out of an ended order', () => {
    for (const status of statuses) expect(orderStatusFa[status]).toMatch(/^[\u0600-\u06FF\u200c ]+$/);
    expect(orderTransitions[70]).toEqual([]);
    expect(orderTransitions[80]).toEqual([]);
  });

  it('refuses a move the table does not allow, naming both states', () => {
    expect(() => assertOrderMove(60, 10)).toThrow(
      expect.objectContaining({
        code: 'ORDER_TRANSITION_REFUSED',
        params: { from: 'تحویل شده', to: 'در انتظار پرداخت' },
      }),
    );
    expect(() => assertOrderMove(10, 40)).not.toThrow();
  });

  it.each([
    [10, true],
    [80, true],
    [0, false],
    [20, false],
  ])('%i is a status: %s', (value, known) => {
    expect(isOrderStatus(value)).toBe(known);
  });
});

describe('what a customer may do with an order (spec §4)', () => {
  it.each<[OrderStatus, boolean, number, boolean]>([
    [10, false, 10, true],
    [10, true, 10, false],
    [40, false, 10, true],
    [40, false, 20, false],
    [50, false, 10, false],
    [60, false, 10, false],
    [70, false, 10, false],
  ])('status %i, expired %s, payment %i: cancellable %s', (status, isExpired, paymentStatus, cancellable) => {
    expect(canCancelOrder({ status, isExpired, paymentStatus })).toBe(cancellable);
  });

  it.each<[OrderStatus, boolean, number, boolean, boolean]>([
    [10, false, 100_000, true, true],
    [10, true, 100_000, true, false],
    [10, false, 0, true, false],
    [10, false, 100_000, false, false],
    [40, false, 100_000, true, true],
    [60, true, 100_000, true, true],
    [70, false, 100_000, true, false],
    [80, false, 100_000, true, false],
  ])(
    'status %i, expired %s, payable %i, in the capital %s: repayable %s',
    (status, isExpired, payableAmount, inCapital, repayable) => {
      expect(canRepayOrder({ status, isExpired, paymentStatus: 10, payableAmount, inCapital })).toBe(
        repayable,
      );
    },
  );
});
