import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { capitalName } from '@shop/domain/account/tehran';
import { cartItemType } from '@shop/domain/basket/constants';
import { paymentPort, paymentPortFa } from '@shop/domain/checkout/constants';
import { slotClock } from '@shop/domain/checkout/delivery-slots';
import { DomainError } from '@shop/domain/errors';
import type { OrderDetail } from '@shop/domain/orders/account-schemas';
import { tehranCalendarDay } from '@shop/domain/orders/periodic';
import {
  canCancelOrder,
  canRepayOrder,
  orderStatus,
  orderStatusFa,
  paymentStatusUnpaid,
  type OrderStatus,
} from '@shop/domain/orders/status';
import { orderTimeline } from '@shop/domain/orders/timeline';
import type { Db } from '../../../db/client.ts';
import { escapeHtml } from '../../../http/escape-html.ts';
import { auditLog } from '../../../platform/tables.ts';
import { bundles, products } from '../../catalogue/public/tables.ts';
import { orderLines, orders } from '../public/tables.ts';
import { orderNotes, orderRates } from '../tables.ts';

export type OrderRow = typeof orders.$inferSelect;

/** The caller's order, its owner in the query itself: another customer's id is 404 like a missing one. */
export async function findOwnOrder(db: Db, customerId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  return order;
}

export const isExpired = (order: OrderRow, now: Date) => order.expiresAt !== null && order.expiresAt <= now;

/** What the customer may do to the order now (spec §4). */
export function actionsOf(order: OrderRow, now: Date, rated: boolean): OrderDetail['actions'] {
  const status = order.status as OrderStatus;
  const expired = isExpired(order, now);
  const awaiting = status === orderStatus.awaitingPayment && !expired;
  const city = order.destination.city;
  return {
    repay:
      order.paymentStatus === paymentStatusUnpaid &&
      canRepayOrder({
        status,
        isExpired: expired,
        paymentStatus: order.paymentStatus,
        payableAmount: order.payable,
        inCapital: city === '' || city === capitalName,
      }),
    cancel: canCancelOrder({ status, isExpired: expired, paymentStatus: order.paymentStatus }),
    receipt: awaiting && order.paymentPort === paymentPort.bankTransfer,
    note: awaiting,
    rate: status === orderStatus.delivered && !rated,
  };
}

/** A customer's note as HTML: its text escaped, its line breaks kept. Nothing the customer typed is markup. */
export function noteHtml(text: string): string {
  return escapeHtml(text).replaceAll(/\r?\n/g, '<br>');
}

/**
 * The order's notes, oldest first: the one typed at checkout (kept on the order) comes first, dated
 * with the order, then those added later. The checkout's is the customer's too, so it is shown and
 * counted; it is not one of the five a customer may add afterwards (decision 086).
 */
function notesOf(
  order: Pick<OrderRow, 'note' | 'createdAt'>,
  added: readonly { context: string; createdAt: Date }[],
): OrderDetail['notes'] {
  const checkout = order.note?.trim()
    ? [{ context: noteHtml(order.note.trim()), created_at: order.createdAt.toISOString(), at_checkout: true }]
    : [];
  return [
    ...checkout,
    ...added.map((note) => ({
      context: noteHtml(note.context),
      created_at: note.createdAt.toISOString(),
      at_checkout: false,
    })),
  ];
}

const clock = (at: Date) => {
  const { hour, minute } = slotClock(at);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** When the order reached each status, and was paid (with the bank's reference), from its audited history. */
async function historyOf(db: Db, orderId: number) {
  const entries = await db
    .select({ action: auditLog.action, data: auditLog.data, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, String(orderId))))
    .orderBy(asc(auditLog.id));
  const reachedAt: Partial<Record<OrderStatus, Date>> = {};
  let paidAt: Date | null = null;
  let bankReference: string | null = null;
  for (const entry of entries) {
    const { to, ref_id: refId } = entry.data as { to?: number; ref_id?: string };
    if (entry.action === 'order.paid') {
      paidAt = entry.at;
      bankReference = refId ?? null;
    }
    if ((entry.action === 'order.moved' || entry.action === 'order.paid') && to !== undefined) {
      reachedAt[to as OrderStatus] ??= entry.at;
    }
  }
  return { reachedAt, paidAt, bankReference };
}

/** `GET orders/{id}`: the order as its customer reads it (spec §3 "Order / invoice detail"). */
export async function orderDetailOf(db: Db, order: OrderRow, now: Date): Promise<OrderDetail> {
  const [lines, notes, [rate], history] = await Promise.all([
    db
      .select({
        line: orderLines,
        productSlug: products.slug,
        volume: products.volume,
        unit: products.unit,
        color: products.colorName,
        bundleSlug: bundles.slug,
      })
      .from(orderLines)
      .leftJoin(
        products,
        and(eq(orderLines.itemType, cartItemType.product), eq(products.id, orderLines.itemId)),
      )
      .leftJoin(bundles, and(eq(orderLines.itemType, cartItemType.bundle), eq(bundles.id, orderLines.itemId)))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)).orderBy(asc(orderNotes.id)),
    db.select().from(orderRates).where(eq(orderRates.orderId, order.id)),
    historyOf(db, order.id),
  ]);
  const status = order.status as OrderStatus;
  const goods = lines.reduce((sum, { line }) => sum + line.realPrice * line.count, 0);
  const paid = order.paymentStatus !== paymentStatusUnpaid;
  const startedProcessing = order.payable === 0 || order.paymentPort === paymentPort.invoiceLater;
  // Paid at the bank's verification; an order the wallet paid whole was paid as it was placed.
  const paidAt = history.paidAt ?? (paid && startedProcessing ? order.createdAt : null);
  const awaitingReceipt =
    status === orderStatus.awaitingPayment && order.paymentPort === paymentPort.bankTransfer && !paid;
  return {
    id: order.id,
    tracking_code: order.trackingCode,
    status,
    status_fa: orderStatusFa[status],
    payment_status: order.paymentStatus,
    is_expired: isExpired(order, now),
    periodic: order.periodicType,
    payment_type: paymentPortFa[order.paymentPort] ?? '',
    payment_port: order.paymentPort,
    receipted_at: order.createdAt.toISOString(),
    total_amount: goods,
    amount: order.total,
    payable_amount: order.payable,
    wallet_spent: order.walletSpent,
    debt_paid: order.debtPaid,
    company_discount: order.companyDiscount,
    slot_price: order.slotPrice,
    customer: {
      name: order.destination.name,
      mobile: order.destination.mobile,
      city: order.destination.city,
      address: order.destination.address,
      number: order.destination.number,
      unit: order.destination.unit,
      postal_code: order.destination.postal_code,
    },
    products: lines.map(({ line, productSlug, bundleSlug, volume, unit, color }) => ({
      id: line.itemId,
      type: line.itemType,
      name: line.name,
      slug: (line.itemType === cartItemType.bundle ? bundleSlug : productSlug) ?? '',
      brand: line.brand,
      volume,
      unit,
      color,
      price: line.unitPrice,
      real_price: line.realPrice,
      count: line.count,
      bundle: line.itemType === cartItemType.bundle,
      image: line.image,
    })),
    coupon: order.couponCode ? { code: order.couponCode } : null,
    coupon_decreased_value: order.couponDiscount,
    posting_method: { title: order.postingTitle, description: order.postingDescription },
    shipping_cost: order.shippingCost,
    time: {
      day: tehranCalendarDay(order.slotStartsAt),
      started_at: clock(order.slotStartsAt),
      finished_at: clock(order.slotEndsAt),
    },
    rates: { rates: rate?.rates ?? 0, note: rate?.note ?? null },
    notes: notesOf(order, notes),
    status_navbar: orderTimeline({
      status,
      paymentStatus: order.paymentStatus,
      paysOnInvoice: order.paymentPort === paymentPort.invoiceLater,
      placedAt: order.createdAt,
      paidAt,
      // An order paid from the wallet, or on the invoice, was processing from the start.
      reachedAt: startedProcessing ? { 40: order.createdAt, ...history.reachedAt } : history.reachedAt,
    }),
    freeze_expired_at:
      awaitingReceipt && !order.receiptKey ? (order.freezeExpiresAt?.toISOString() ?? null) : null,
    paid_at: paidAt?.toISOString() ?? null,
    bank_reference: history.bankReference,
    receipt: order.receiptKey
      ? {
          url: `/api/v1/orders/${order.id}/receipt`,
          type: order.receiptType ?? '',
          uploaded_at: (order.receiptUploadedAt ?? order.updatedAt).toISOString(),
        }
      : null,
    actions: actionsOf(order, now, rate !== undefined),
  };
}

const pageSize = 10;

/** `GET orders?page`: the caller's orders, newest first, with the counts the page shows. */
export async function listOrdersOf(db: Db, customerId: number, page: number, now: Date) {
  const mine = eq(orders.customerId, customerId);
  const [rows, [totals], [delivered]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(mine),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(mine, eq(orders.status, orderStatus.delivered))),
  ]);
  const ids = rows.map((row) => row.id);
  const notes =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: orderNotes.orderId, n: count() })
          .from(orderNotes)
          .where(inArray(orderNotes.orderId, ids))
          .groupBy(orderNotes.orderId);
  const notesCount = new Map(notes.map((row) => [row.orderId, row.n]));
  return {
    count: totals?.n ?? 0,
    successful: delivered?.n ?? 0,
    list: rows.map((order) => ({
      id: order.id,
      tracking_code: order.trackingCode,
      receipted_at: order.createdAt.toISOString(),
      amount: order.total,
      payable_amount: order.payable,
      status: order.status,
      status_fa: orderStatusFa[order.status as OrderStatus],
      payment_status: order.paymentStatus,
      is_expired: isExpired(order, now),
      notes_count: (notesCount.get(order.id) ?? 0) + (order.note?.trim() ? 1 : 0),
    })),
  };
}
