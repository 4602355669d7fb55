import { and, asc, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { DomainError, type ErrorCode } from '@shop/domain/errors';
import { nextPeriodicDay, periodicHorizons, pickRoundSlot, repeatPayBy } from '@shop/domain/orders/periodic';
import type { Transaction } from '../../../db/client.ts';
import { repeatFailureReasons } from '../../../i18n/fa.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { Sweep } from '../../../platform/sweep-runner.ts';
import { linesAsTheyAreNow } from '../../basket/public/checkout-basket.ts';
import { orders } from '../../orders/public/tables.ts';
import { ensureSlots, slotsOfDay } from '../queries/slots.ts';
import { periodicPlans } from '../tables.ts';
import type { CheckoutContext } from './context.ts';
import { queueNotice } from './order-notices.ts';
import { placeInTransaction } from './place-order.ts';
import { roundInput, type PlanRow } from './periodic-plans.ts';

// A periodic order's rounds (decision 055): the day-before-the-order reminder and the order itself,
// each a sweep over running plans whose next round is due (SKIP LOCKED, so replicas share them). A
// round is placed in the sweep's transaction from the plan's lines with a fresh stock check, as the
// checkout places one, and the plan moves a period on whether the round was placed or not.

/** Where a text sends the customer to skip, change or stop a plan. */
const plansPage = (ctx: CheckoutContext) => `${ctx.publicUrl}/profile/periodic-orders`;

async function lastOrderOf(tx: Transaction, plan: PlanRow) {
  const [order] = await tx
    .select({ id: orders.id, trackingCode: orders.trackingCode })
    .from(orders)
    .where(eq(orders.id, plan.lastOrderId));
  return { id: plan.lastOrderId, customerId: plan.customerId, trackingCode: order?.trackingCode ?? '' };
}

const claimPlans = (tx: Transaction, limit: number, due: ReturnType<typeof and>) =>
  tx
    .select()
    .from(periodicPlans)
    .where(and(eq(periodicPlans.state, 'active'), due))
    .orderBy(asc(periodicPlans.nextDay), asc(periodicPlans.id))
    .limit(limit)
    .for('update', { skipLocked: true });

/**
 * The reminder: two days before a round's delivery day (the day before its order), the customer is
 * told the day and what the goods cost at today's prices, with the page to skip or change it. Once per
 * round; a round already due to be placed (the shop was down) is not reminded.
 */
export function remindPeriodicRounds(ctx: CheckoutContext): Sweep<PlanRow> {
  return {
    name: 'remind periodic rounds',
    batchSize: 20,
    claim: (tx, limit, now) => {
      const { remindUpTo, placeUpTo } = periodicHorizons(now);
      return claimPlans(
        tx,
        limit,
        and(
          lte(periodicPlans.nextDay, remindUpTo),
          gt(periodicPlans.nextDay, placeUpTo),
          or(isNull(periodicPlans.remindedDay), ne(periodicPlans.remindedDay, periodicPlans.nextDay)),
        ),
      );
    },
    handle: async (tx, plan, now) => {
      const { view } = await linesAsTheyAreNow(tx, plan.lines, now);
      await queueNotice(tx, 'repeat-reminder', await lastOrderOf(tx, plan), {
        rials: view.info.total_price,
        now,
        day: plan.nextDay,
        link: plansPage(ctx),
      });
      await tx
        .update(periodicPlans)
        .set({ remindedDay: plan.nextDay, updatedAt: now })
        .where(eq(periodicPlans.id, plan.id));
    },
  };
}

/** Why a round could not be placed, in the customer's words, from the placing's refusal. */
function reasonOf(code: ErrorCode): string {
  switch (code) {
    case 'CHECKOUT_BASKET_EMPTY':
    case 'CHECKOUT_ITEMS_UNAVAILABLE':
      return repeatFailureReasons.nothingInStock;
    case 'SLOT_UNAVAILABLE':
      return repeatFailureReasons.noSlot;
    case 'PENDING_PAYMENTS_LIMIT':
      return repeatFailureReasons.unpaidOrders;
    case 'CHECKOUT_ADDRESS_OR_METHOD_MISSING':
    case 'POSTING_METHOD_DISABLED':
    case 'PAYMENT_PORT_UNAVAILABLE':
      return repeatFailureReasons.notAvailable;
    default:
      return repeatFailureReasons.other;
  }
}

/**
 * The round's order, the day before its delivery day: a slot of that day nearest the plan's window,
 * then the checkout's own placing (stock, slot, wallet, the payable rule) in a savepoint, so a refusal
 * (nothing in stock, no slot, two unpaid orders) undoes only the attempt; the customer is told either
 * way, and the plan moves a period on. A repeat order is awaited until its delivery day begins.
 */
export function placePeriodicRounds(ctx: CheckoutContext): Sweep<PlanRow> {
  return {
    name: 'place periodic rounds',
    batchSize: 10,
    claim: (tx, limit, now) =>
      claimPlans(tx, limit, lte(periodicPlans.nextDay, periodicHorizons(now).placeUpTo)),
    handle: async (tx, plan, now) => {
      const day = plan.nextDay;
      const next = nextPeriodicDay(day, plan.periodicType as 3 | 4) ?? day;
      let placedOrderId: number | null = null;
      let refusal: ErrorCode = 'SLOT_UNAVAILABLE';
      await ensureSlots(tx, now);
      const slot = pickRoundSlot(await slotsOfDay(tx, plan.centreId, day), plan.windowStartMinute, now);
      if (slot) {
        try {
          const placed = await tx.transaction((round) =>
            placeInTransaction(ctx, round, plan.customerId, roundInput(plan, slot.id), {
              kind: 'plan',
              planId: plan.id,
              lines: plan.lines,
              day,
              payBy: repeatPayBy(day),
            }),
          );
          placedOrderId = placed.order.id;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          refusal = error.code;
        }
      }
      await tx
        .update(periodicPlans)
        .set({ nextDay: next, lastOrderId: placedOrderId ?? plan.lastOrderId, updatedAt: now })
        .where(eq(periodicPlans.id, plan.id));
      if (placedOrderId === null) {
        await queueNotice(tx, 'repeat-not-placed', await lastOrderOf(tx, plan), {
          rials: 0,
          now,
          day,
          next,
          reason: reasonOf(refusal),
          link: plansPage(ctx),
        });
      }
      await recordAudit(tx, {
        actor: { type: 'system' },
        action: placedOrderId === null ? 'periodic.round-missed' : 'periodic.round-placed',
        subject: { type: 'periodic_plan', id: plan.id },
        data: { day, next_day: next, order: placedOrderId, ...(placedOrderId === null ? { refusal } : {}) },
      });
    },
  };
}
