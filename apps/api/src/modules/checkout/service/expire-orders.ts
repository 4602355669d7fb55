import { and, asc, eq, lt } from 'drizzle-orm';
import { orderStatus, paymentStatusUnpaid } from '@shop/domain/orders/status';
import type { Sweep } from '../../../platform/sweep-runner.ts';
import { orders } from '../../orders/public/tables.ts';
import { moveOrderIn, type OrderRow } from './move-order.ts';

/**
 * Cancels orders whose time to pay ran out (issue 19): an online order not paid within its minutes, a
 * bank-transfer order with no receipt by `freeze_expired_at`. Each gives back what it held (stock,
 * the slot's place, the code's use, the wallet's part), as any cancellation does. Safe with any number
 * of replicas: rows are claimed with SKIP LOCKED, and the payment callback locks the same row, so an
 * order is either paid or expired, never both.
 */
export const expireUnpaidOrders: Sweep<OrderRow> = {
  name: 'expire unpaid orders',
  claim: (tx, limit, now) =>
    tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.status, orderStatus.awaitingPayment),
          eq(orders.paymentStatus, paymentStatusUnpaid),
          lt(orders.expiresAt, now),
        ),
      )
      .orderBy(asc(orders.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true }),
  handle: (tx, order, now) =>
    moveOrderIn(tx, order, orderStatus.cancelled, { type: 'system' }, now, { expired: true }),
};
