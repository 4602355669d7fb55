import { count, eq } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import type { OrderDetail, OrdersPage } from '@shop/domain/orders/account-schemas';
import { orderStatus } from '@shop/domain/orders/status';
import { recordAudit } from '../../../platform/audit.ts';
import type { SessionCustomer } from '../../identity/index.ts';
import { orders } from '../public/tables.ts';
import { orderNotes, orderRates } from '../tables.ts';
import type { OrdersContext } from './context.ts';
import { actionsOf, findOwnOrder, listOrdersOf, orderDetailOf } from './order-detail.ts';

// The customer's own orders (issue 20): read, noted, rated. Every order is looked up with its owner
// in the query; what may be done is the domain's rule for the order's state, checked under its lock.

const notesPerOrder = 5;

/** `GET orders?page`. */
export function listOrders(
  ctx: OrdersContext,
  caller: SessionCustomer,
  query: { page: number },
): Promise<OrdersPage> {
  return listOrdersOf(ctx.db, caller.customer.id, query.page, ctx.now());
}

/** `GET orders/{id}`. */
export async function getOrder(
  ctx: OrdersContext,
  caller: SessionCustomer,
  orderId: number,
): Promise<OrderDetail> {
  return orderDetailOf(ctx.db, await findOwnOrder(ctx.db, caller.customer.id, orderId), ctx.now());
}

/**
 * `POST orders/{id}/note`: a note while the order awaits payment (the spec's note button shows at
 * status 10), five at most. The order's row is locked, so two notes at once cannot pass the limit.
 */
export async function addOrderNote(
  ctx: OrdersContext,
  caller: SessionCustomer,
  orderId: number,
  body: { context: string },
): Promise<OrderDetail> {
  const customerId = caller.customer.id;
  const now = ctx.now();
  const order = await ctx.db.transaction(async (tx) => {
    const own = await findOwnOrder(tx, customerId, orderId);
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, own.id)).for('update');
    if (!actionsOf(own, now, false).note) throw new DomainError('ORDER_NOTE_NOT_ALLOWED');
    const [written] = await tx.select({ n: count() }).from(orderNotes).where(eq(orderNotes.orderId, own.id));
    if ((written?.n ?? 0) >= notesPerOrder) throw new DomainError('ORDER_NOTES_LIMIT');
    await tx.insert(orderNotes).values({ orderId: own.id, context: body.context, createdAt: now });
    await recordAudit(tx, {
      actor: { type: 'customer', id: customerId },
      action: 'order.noted',
      subject: { type: 'order', id: own.id },
    });
    return own;
  });
  return orderDetailOf(ctx.db, order, now);
}

/**
 * `POST orders/{id}/rate`: a delivered order's rating. The first is a POST; `_method: PUT` changes it
 * (a second POST is refused, so a double click never overwrites a considered change).
 */
export async function rateOrder(
  ctx: OrdersContext,
  caller: SessionCustomer,
  orderId: number,
  body: { rates: number; note_context?: string | null | undefined; _method?: 'PUT' | undefined },
): Promise<{ rates: number; note: string | null }> {
  const customerId = caller.customer.id;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, customerId, orderId);
    if (order.status !== orderStatus.delivered) throw new DomainError('ORDER_RATE_NOT_ALLOWED');
    const values = {
      orderId: order.id,
      rates: body.rates,
      note: body.note_context ?? null,
      createdAt: now,
      updatedAt: now,
    };
    const [rated] =
      body._method === 'PUT'
        ? await tx
            .insert(orderRates)
            .values(values)
            .onConflictDoUpdate({
              target: orderRates.orderId,
              // A change that leaves the note out keeps it; an empty one clears it (decision 086).
              set: {
                rates: body.rates,
                ...(body.note_context === undefined ? {} : { note: body.note_context }),
                updatedAt: now,
              },
            })
            .returning()
        : await tx.insert(orderRates).values(values).onConflictDoNothing().returning();
    if (!rated) throw new DomainError('ORDER_ALREADY_RATED');
    await recordAudit(tx, {
      actor: { type: 'customer', id: customerId },
      action: 'order.rated',
      subject: { type: 'order', id: order.id },
      data: { rates: rated.rates },
    });
    return { rates: rated.rates, note: rated.note };
  });
}
