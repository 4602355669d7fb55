import { and, eq } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import { canCancelOrder, orderStatus, orderStatusFa, type OrderStatus } from '@shop/domain/orders/status';
import type { SessionCustomer } from '../../identity/index.ts';
import { orders } from '../../orders/public/tables.ts';
import type { CheckoutContext } from './context.ts';
import { moveOrderIn } from './move-order.ts';
import { takeCancelAllowance } from './order-limits.ts';

/**
 * `POST orders/{id}/cancel`: the customer cancels one of their orders while the spec allows it (§4:
 * awaiting payment and not expired, or processing and unpaid). The order is locked with its owner in
 * the query and the rule is read under the lock, so a payment or the expiry sweep arriving at the same
 * moment either comes first (and the cancel is refused) or waits; what the order held is given back.
 */
export async function cancelOrder(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  orderId: number,
): Promise<{ status: number; status_fa: string }> {
  const customerId = caller.customer.id;
  // Counted before the transaction (the counters may be Redis: no network inside it), refused or not.
  await takeCancelAllowance(ctx.counters, customerId, ctx.orderLimits);
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!order) throw new DomainError('ORDER_NOT_FOUND');
    const now = ctx.now();
    const cancellable = canCancelOrder({
      status: order.status as OrderStatus,
      isExpired: order.expiresAt !== null && order.expiresAt <= now,
      paymentStatus: order.paymentStatus,
    });
    if (!cancellable) throw new DomainError('ORDER_CANCEL_NOT_ALLOWED');
    await moveOrderIn(tx, order, orderStatus.cancelled, { type: 'customer', id: customerId }, now);
    return { status: orderStatus.cancelled, status_fa: orderStatusFa[orderStatus.cancelled] };
  });
}
