import { orderStatus, paymentStatusPaid, type OrderStatus } from './status.ts';

// An order's timeline as the customer follows it (checkout-and-account.md §3 `status_navbar`, §4: a
// step shows when `continue` and `visibility` are both true, and is active when `done`). The spec
// names the fields, not the steps: these are the ones Iranian shops show.

export type TimelineStep = {
  faTitle: string;
  /** When the step happened (ISO), or null. */
  dueDate: string | null;
  done: boolean;
  /** The order's path goes through this step (a cancelled order's does not go on to delivery). */
  continue: boolean;
  visibility: boolean;
};

export type TimelineFacts = {
  status: OrderStatus;
  paymentStatus: number;
  /** Paid on the invoice, at the door: no payment step before processing. */
  paysOnInvoice: boolean;
  placedAt: Date;
  paidAt: Date | null;
  /** When the order reached each status it went through (from its history). */
  reachedAt: Partial<Record<OrderStatus, Date>>;
};

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/**
 * The steps: placed, paid (not for an invoice-later order until it is paid), processing, sent,
 * delivered; an order that ended early shows «لغو شده» or «مرجوع شده» after the last step it reached,
 * and the steps it will never reach are not continued.
 */
export function orderTimeline(order: TimelineFacts): TimelineStep[] {
  const { status, reachedAt } = order;
  const rank: Record<OrderStatus, number> = { 10: 0, 40: 1, 50: 2, 60: 3, 70: 0, 80: 3 };
  const paid = order.paymentStatus === paymentStatusPaid;
  const ended = status === orderStatus.cancelled || status === orderStatus.returned;
  // How far the order got along the happy path (a cancelled one: as far as its history says).
  const reached =
    status === orderStatus.cancelled
      ? reachedAt[orderStatus.processing]
        ? 1
        : 0
      : status === orderStatus.returned
        ? reachedAt[orderStatus.sent] && !reachedAt[orderStatus.delivered]
          ? 2 // refused at the door
          : 3
        : rank[status];
  const step = (
    faTitle: string,
    at: number,
    dueDate: Date | null | undefined,
    done: boolean,
  ): TimelineStep => ({
    faTitle,
    dueDate: iso(dueDate),
    done,
    continue: !ended || reached >= at,
    visibility: true,
  });
  const steps: TimelineStep[] = [
    step('ثبت سفارش', 0, order.placedAt, true),
    {
      ...step('پرداخت', 0, order.paidAt, paid),
      // An invoice-later order is paid at the door: no payment step until it is.
      visibility: !order.paysOnInvoice || paid,
      continue: !ended || paid,
    },
    step('در حال پردازش', 1, reachedAt[orderStatus.processing], reached >= 1),
    step('ارسال شده', 2, reachedAt[orderStatus.sent], reached >= 2),
    step('تحویل شده', 3, reachedAt[orderStatus.delivered], reached >= 3),
  ];
  if (status === orderStatus.cancelled)
    steps.push(step('لغو شده', -1, reachedAt[orderStatus.cancelled], true));
  if (status === orderStatus.returned)
    steps.push(step('مرجوع شده', -1, reachedAt[orderStatus.returned], true));
  return steps;
}
