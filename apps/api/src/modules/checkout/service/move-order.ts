import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { cartItemType } from '@shop/domain/basket/constants';
import { DomainError } from '@shop/domain/errors';
import {
  assertOrderMove,
  orderStatus,
  paymentStatusPaid,
  type OrderStatus,
} from '@shop/domain/orders/status';
import type { Transaction } from '../../../db/client.ts';
import { recordAudit, type Actor } from '../../../platform/audit.ts';
import { addWalletEntry } from '../../account/public/wallet.ts';
import { releaseBundles, releaseStock } from '../../catalogue/public/stock.ts';
import { orderLines, orders } from '../../orders/public/tables.ts';
import { releaseSlot } from '../queries/slots.ts';
import { couponUses, coupons } from '../tables.ts';
import type { CheckoutContext } from './context.ts';
import { queueNotice } from './order-notices.ts';
import { stopUnbegunPlanIn } from './periodic-plans.ts';
import { rewardIntroducerIn } from './referral-rewards.ts';

/**
 * Moves an order through the domain's status table (the test door until the back office; later the
 * payment callback and the customer's cancel). The order's row is locked and the move is checked
 * against its status under the lock, so two moves never both apply. A cancellation gives back
 * everything the order took: stock (bundles and their components), its place in the slot, the
 * coupon's use and what the wallet paid.
 */
export async function moveOrder(
  ctx: CheckoutContext,
  orderId: number,
  to: OrderStatus,
  actor: Actor,
): Promise<{ status: OrderStatus }> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new DomainError('ORDER_NOT_FOUND');
    await moveOrderIn(tx, order, to, actor, ctx.now());
    return { status: to };
  });
}

export type OrderRow = typeof orders.$inferSelect;

/**
 * Moves an order its caller has locked (FOR UPDATE) in the caller's transaction: checked against the
 * status table, audited; a cancellation gives back what the order took. `paid` also settles its
 * payment (an online payment verified with the bank, whose reference `refId` is audited with it).
 */
export async function moveOrderIn(
  tx: Transaction,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  now: Date,
  options: { paid?: boolean; expired?: boolean; refId?: string | null } = {},
): Promise<void> {
  const from = order.status as OrderStatus;
  // A payment may leave the status where it is (an invoice paid online stays in processing).
  if (!(options.paid && from === to)) assertOrderMove(from, to);
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(options.paid ? { paymentStatus: paymentStatusPaid, freezeExpiresAt: null, expiresAt: null } : {}),
    })
    .where(eq(orders.id, order.id));
  // An introduced friend's order paid with money and delivered earns the introducer's code, in this
  // transaction (decision 082): at the move to delivered, or a payment recorded after delivery.
  const moved = {
    ...order,
    status: to,
    paymentStatus: options.paid ? paymentStatusPaid : order.paymentStatus,
  };
  if (moved.status === orderStatus.delivered && moved.paymentStatus === paymentStatusPaid) {
    await rewardIntroducerIn(tx, moved, now);
  }
  if (to === orderStatus.cancelled) {
    await releaseOrder(tx, order);
    await stopUnbegunPlanIn(tx, order.id, now);
    await queueNotice(tx, options.expired ? 'expired' : 'cancelled', order, { rials: order.payable, now });
  }
  await recordAudit(tx, {
    actor,
    action: options.paid ? 'order.paid' : 'order.moved',
    subject: { type: 'order', id: order.id },
    // The bank's reference of the payment goes with it: the customer's payment receipt shows it.
    data: { from, to, ...(options.refId ? { ref_id: options.refId } : {}) },
  });
}

async function releaseOrder(tx: Transaction, order: typeof orders.$inferSelect): Promise<void> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const products = lines.flatMap((line) =>
    line.itemType === cartItemType.product
      ? [{ productId: line.itemId, quantity: line.count }]
      : line.components.map((part) => ({ productId: part.product_id, quantity: part.count * line.count })),
  );
  await releaseBundles(
    tx,
    lines
      .filter((line) => line.itemType === cartItemType.bundle)
      .map((line) => ({ bundleId: line.itemId, quantity: line.count })),
  );
  await releaseStock(tx, products);
  await releaseSlot(tx, order.slotId);
  const released = await tx
    .update(couponUses)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(couponUses.orderId, order.id), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId });
  if (released.length > 0) {
    await tx
      .update(coupons)
      .set({ used: sql`greatest(${coupons.used} - 1, 0)` })
      .where(
        inArray(
          coupons.id,
          released.map((use) => use.couponId),
        ),
      );
  }
  if (order.walletSpent > 0) {
    await addWalletEntry(tx, {
      customerId: order.customerId,
      amount: order.walletSpent,
      reason: 'order-refund',
      orderId: order.id,
    });
  }
}
