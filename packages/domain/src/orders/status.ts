import { DomainError } from '../errors.ts';

// An order's life (checkout-and-account.md §4 "Order states"; decision 47). The spec numbers the
// statuses and names none: the names are the shop's, in the words Iranian shops use. Everything
// that moves an order (placing, paying, the back office, sweeps) asks this table.

export const orderStatus = {
  awaitingPayment: 10,
  processing: 40,
  sent: 50,
  delivered: 60,
  cancelled: 70,
  returned: 80,
} as const;
export type OrderStatus = (typeof orderStatus)[keyof typeof orderStatus];

/** `status_fa`: what the customer reads beside an order. */
export const orderStatusFa: Readonly<Record<OrderStatus, string>> = {
  10: 'در انتظار پرداخت',
  40: 'در حال پردازش',
  50: 'ارسال شده',
  60: 'تحویل شده',
  70: 'لغو شده',
  80: 'مرجوع شده',
};

/**
 * Where an order may go next. Awaiting payment → processing (paid, or registered to pay on the
 * invoice) or cancelled (by the customer, or expired unpaid); processing → sent, or cancelled by the
 * shop; sent → delivered, or returned at the door; delivered → returned. Cancelled and returned end.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  10: [40, 70],
  40: [50, 70],
  50: [60, 80],
  60: [80],
  70: [],
  80: [],
};

export function isOrderStatus(value: number): value is OrderStatus {
  return Object.hasOwn(orderTransitions, value);
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** Refuses a move the table does not allow (409 ORDER_TRANSITION_REFUSED, naming both states). */
export function assertOrderMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMoveOrder(from, to)) {
    throw new DomainError('ORDER_TRANSITION_REFUSED', {
      params: { from: orderStatusFa[from], to: orderStatusFa[to] },
      extra: { from, to },
    });
  }
}

/** The payment of an order still owed (the spec's payment_status 10). */
export const paymentStatusUnpaid = 10;

type OrderFacts = { status: OrderStatus; isExpired: boolean; paymentStatus: number };

/** Cancellable: awaiting payment and not expired, or processing and still unpaid (spec §4). */
export function canCancelOrder(order: OrderFacts): boolean {
  return (
    (order.status === orderStatus.awaitingPayment && !order.isExpired) ||
    (order.status === orderStatus.processing && order.paymentStatus === paymentStatusUnpaid)
  );
}

/**
 * Payable again online: only for a customer in the capital, with something to pay, and either awaiting
 * payment and not expired, or in a state that is neither awaiting payment nor ended (spec §4).
 */
export function canRepayOrder(order: OrderFacts & { payableAmount: number; inCapital: boolean }): boolean {
  if (!order.inCapital || order.payableAmount <= 0) return false;
  if (order.status === orderStatus.awaitingPayment) return !order.isExpired;
  return order.status !== orderStatus.cancelled && order.status !== orderStatus.returned;
}

/** The payment of an order settled (online, from the wallet, or by the shop on a paid invoice). */
export const paymentStatusPaid = 20;

/**
 * The pending-payment rule (spec §4): with one unpaid order the checkout warns; with two it refuses a
 * new order until one is paid or cancelled. Unpaid: not paid, not cancelled or returned, not expired.
 */
export const pendingPaymentLimit = 2;
export function pendingPaymentRule(unpaidOrders: number): 'none' | 'warn' | 'block' {
  if (unpaidOrders >= pendingPaymentLimit) return 'block';
  return unpaidOrders > 0 ? 'warn' : 'none';
}
