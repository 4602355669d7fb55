import { and, eq } from 'drizzle-orm';
import { capitalName } from '@shop/domain/account/tehran';
import type { RepayResult } from '@shop/domain/checkout/schemas';
import { DomainError } from '@shop/domain/errors';
import { canRepayOrder, paymentStatusUnpaid, type OrderStatus } from '@shop/domain/orders/status';
import type { SessionCustomer } from '../../identity/index.ts';
import { orders } from '../../orders/public/tables.ts';
import type { CheckoutContext } from './context.ts';
import { requestPayment } from './request-payment.ts';

/**
 * `POST orders/{id}/repay`: a new online payment of one of the caller's unpaid orders, under the spec's
 * repay rule (§4: the capital, something to pay, awaiting payment and not expired, or in progress).
 * The order is looked up with its owner: another customer's id is 404. Each repay is a new attempt;
 * at most one of them can ever pay the order (payment_attempts' unique index).
 */
export async function repayOrder(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  orderId: number,
): Promise<RepayResult> {
  const customerId = caller.customer.id;
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  const now = ctx.now();
  const city = order.destination.city;
  const repayable =
    order.paymentStatus === paymentStatusUnpaid &&
    canRepayOrder({
      status: order.status as OrderStatus,
      isExpired: order.expiresAt !== null && order.expiresAt <= now,
      paymentStatus: order.paymentStatus,
      payableAmount: order.payable,
      inCapital: city === '' || city === capitalName,
    });
  if (!repayable) throw new DomainError('REPAY_NOT_ALLOWED');
  const url = await requestPayment(ctx, {
    id: order.id,
    customerId,
    trackingCode: order.trackingCode,
    payable: order.payable,
    mobile: caller.customer.mobile,
  });
  if (!url) throw new DomainError('PAYMENT_GATEWAY_UNAVAILABLE');
  return { url };
}
