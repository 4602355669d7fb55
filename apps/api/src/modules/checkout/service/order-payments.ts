import { and, asc, eq } from 'drizzle-orm';
import type { OrderPayments } from '@shop/domain/checkout/order-payments';
import { DomainError } from '@shop/domain/errors';
import type { SessionCustomer } from '../../identity/index.ts';
import { orders } from '../../orders/public/tables.ts';
import { paymentAttempts } from '../../payments/public/tables.ts';
import type { CheckoutContext } from './context.ts';

/**
 * `GET orders/{id}/payments`: the online payments tried for one of the caller's orders (decision 086).
 * The checkout answers it because it is the rung that sees both orders and payments (decision 43). The
 * owner is in both queries: another customer's order is 404 like a missing one.
 */
export async function listOrderPayments(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  orderId: number,
): Promise<OrderPayments> {
  const customerId = caller.customer.id;
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new DomainError('ORDER_NOT_FOUND');
  const attempts = await ctx.db
    .select({
      id: paymentAttempts.id,
      gateway: paymentAttempts.gateway,
      state: paymentAttempts.state,
      amount: paymentAttempts.amount,
      refId: paymentAttempts.refId,
      cardPan: paymentAttempts.cardPan,
      createdAt: paymentAttempts.createdAt,
      settledAt: paymentAttempts.settledAt,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.customerId, customerId)))
    .orderBy(asc(paymentAttempts.id));
  return attempts.map((attempt) => ({
    id: attempt.id,
    gateway: attempt.gateway,
    state: attempt.state as OrderPayments[number]['state'],
    amount: attempt.amount,
    ref_id: attempt.refId,
    card_pan: attempt.cardPan,
    started_at: attempt.createdAt.toISOString(),
    settled_at: attempt.settledAt?.toISOString() ?? null,
  }));
}
