import { and, asc, eq } from 'drizzle-orm';
import { periodicType } from '@shop/domain/checkout/constants';
import { slotClock } from '@shop/domain/checkout/delivery-slots';
import type {
  ChangePeriodicRequest,
  PeriodicPlan,
  PeriodicPlanLine,
} from '@shop/domain/checkout/periodic-plans';
import type { PlaceOrderInput } from '@shop/domain/checkout/schemas';
import { DomainError } from '@shop/domain/errors';
import { nextPeriodicDay } from '@shop/domain/orders/periodic';
import type { Db, Transaction } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { findAddressOf } from '../../account/public/addresses.ts';
import { companyOfCustomer } from '../../account/public/companies.ts';
import { describeLinesNow } from '../../basket/public/checkout-basket.ts';
import type { SessionCustomer } from '../../identity/index.ts';
import { orders } from '../../orders/public/tables.ts';
import type { SlotRow } from '../queries/slots.ts';
import { periodicPlans, postingMethods, type PlanLine } from '../tables.ts';
import type { CheckoutContext } from './context.ts';

// Periodic orders' plans (decision 055): started by an order placed as weekly or monthly, listed,
// skipped, changed and stopped by their customer. Their rounds are periodic-rounds.ts's.

export type PlanRow = typeof periodicPlans.$inferSelect;

const minuteOf = (at: Date) => {
  const { hour, minute } = slotClock(at);
  return hour * 60 + minute;
};

/**
 * Starts a plan in the transaction of the order placed as weekly or monthly: the same destination,
 * method, port, wallet choice and window for every round, its lines as ordered, its first round a week
 * or a Solar Hijri month after this order's delivery day.
 */
export async function startPlanIn(
  tx: Transaction,
  facts: {
    order: { id: number };
    customerId: number;
    input: PlaceOrderInput;
    slot: SlotRow;
    lines: readonly { type: 1 | 2; id: number; count: number }[];
    now: Date;
  },
): Promise<void> {
  const { order, customerId, input, slot, now } = facts;
  if (input.periodic_type === periodicType.normal) return;
  const nextDay = nextPeriodicDay(slot.day, input.periodic_type);
  if (!nextDay) return;
  await tx.insert(periodicPlans).values({
    customerId,
    periodicType: input.periodic_type,
    firstOrderId: order.id,
    lastOrderId: order.id,
    addressId: input.destination.kind === 'address' ? input.destination.addressId : null,
    centreId: input.destination.kind === 'company' ? input.destination.centreId : null,
    postingMethodId: input.posting_method,
    paymentPort: input.payment_port,
    useWallet: input.use_wallet,
    note: input.note_context,
    windowStartMinute: minuteOf(slot.startsAt),
    windowEndMinute: minuteOf(slot.endsAt),
    lines: facts.lines.map(({ type, id, count }) => ({ type, id, count })),
    nextDay,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * A plan whose first order is cancelled (by the customer, or for not being paid) never begins: the
 * customer did not go through with it. Once a round has been placed the plan runs on its own.
 */
export async function stopUnbegunPlanIn(tx: Transaction, orderId: number, now: Date): Promise<void> {
  await tx
    .update(periodicPlans)
    .set({ state: 'stopped', updatedAt: now })
    .where(
      and(
        eq(periodicPlans.firstOrderId, orderId),
        eq(periodicPlans.lastOrderId, orderId),
        eq(periodicPlans.state, 'active'),
      ),
    );
}

/** What a round places: the plan's destination, method and port, on the slot chosen for its day. */
export function roundInput(plan: PlanRow, slotId: number): PlaceOrderInput {
  return {
    destination:
      plan.centreId !== null
        ? { kind: 'company', centreId: plan.centreId }
        : { kind: 'address', addressId: plan.addressId ?? 0 },
    slotId,
    posting_method: plan.postingMethodId,
    payment_port: plan.paymentPort,
    periodic_type: plan.periodicType as 3 | 4,
    coupon_id: null,
    use_wallet: plan.useWallet,
    pay_debt: false,
    note_context: plan.note,
  };
}

const clockText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

async function destinationText(db: Db, plan: PlanRow): Promise<string> {
  if (plan.addressId !== null) {
    const address = await findAddressOf(db, plan.customerId, plan.addressId);
    return address ? `${address.city}، ${address.address}` : '';
  }
  const company = await companyOfCustomer(db, plan.customerId);
  const centre = company?.centres.find((c) => c.id === plan.centreId);
  return company && centre ? `${company.name} — ${centre.name}` : '';
}

/** A plan as its customer sees it: where and when the next round goes, its lines at today's prices. */
async function viewPlan(ctx: CheckoutContext, db: Db, plan: PlanRow): Promise<PeriodicPlan> {
  const [lines, destination, [method], [last]] = await Promise.all([
    describeLinesNow(db, plan.lines, ctx.now()),
    destinationText(db, plan),
    db
      .select({ title: postingMethods.title })
      .from(postingMethods)
      .where(eq(postingMethods.id, plan.postingMethodId)),
    db.select({ trackingCode: orders.trackingCode }).from(orders).where(eq(orders.id, plan.lastOrderId)),
  ]);
  const shown: PeriodicPlanLine[] = lines.map((line) => ({
    type: line.type,
    id: line.id,
    name: line.name,
    slug: line.slug,
    image: line.image,
    count: line.count,
    unit_price: line.unitPrice,
    available: line.got === line.count,
  }));
  return {
    id: plan.id,
    periodic_type: plan.periodicType as 3 | 4,
    next_day: plan.nextDay,
    window: { started_at: clockText(plan.windowStartMinute), finished_at: clockText(plan.windowEndMinute) },
    destination,
    posting_title: method?.title ?? '',
    payment_port: plan.paymentPort,
    lines: shown,
    goods_total: lines.reduce((sum, line) => sum + line.got * line.unitPrice, 0),
    tracking_code: last?.trackingCode ?? '',
  };
}

/** `GET periodic-orders`: the caller's running plans, the nearest round first. */
export async function listPeriodicPlans(
  ctx: CheckoutContext,
  caller: SessionCustomer,
): Promise<{ plans: PeriodicPlan[] }> {
  const rows = await ctx.db
    .select()
    .from(periodicPlans)
    .where(and(eq(periodicPlans.customerId, caller.customer.id), eq(periodicPlans.state, 'active')))
    .orderBy(asc(periodicPlans.nextDay), asc(periodicPlans.id));
  return { plans: await Promise.all(rows.map((row) => viewPlan(ctx, ctx.db, row))) };
}

/** The caller's running plan, locked for a change; its owner is in the query. */
async function lockOwnPlan(tx: Transaction, customerId: number, planId: number): Promise<PlanRow> {
  const [plan] = await tx
    .select()
    .from(periodicPlans)
    .where(
      and(
        eq(periodicPlans.id, planId),
        eq(periodicPlans.customerId, customerId),
        eq(periodicPlans.state, 'active'),
      ),
    )
    .for('update');
  if (!plan) throw new DomainError('PERIODIC_PLAN_NOT_FOUND');
  return plan;
}

/**
 * `POST periodic-orders/{id}/skip { day }`: the round of that day is not placed; the next is a period
 * later. Only the round named is skipped, so a repeated request (or one that meets the round being
 * placed) changes nothing and answers the plan as it is.
 */
export async function skipPeriodicRound(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  planId: number,
  body: { day: string },
): Promise<PeriodicPlan> {
  const customerId = caller.customer.id;
  return ctx.db.transaction(async (tx) => {
    let plan = await lockOwnPlan(tx, customerId, planId);
    if (plan.nextDay === body.day) {
      const nextDay = nextPeriodicDay(plan.nextDay, plan.periodicType as 3 | 4) ?? plan.nextDay;
      [plan = plan] = await tx
        .update(periodicPlans)
        .set({ nextDay, updatedAt: ctx.now() })
        .where(eq(periodicPlans.id, plan.id))
        .returning();
      await recordAudit(tx, {
        actor: { type: 'customer', id: customerId },
        action: 'periodic.skipped',
        subject: { type: 'periodic_plan', id: plan.id },
        data: { day: body.day, next_day: nextDay },
      });
    }
    return viewPlan(ctx, tx, plan);
  });
}

/**
 * `PUT periodic-orders/{id}`: another period (the round already set keeps its day; those after it
 * follow the new period), and/or new counts of the plan's own lines, a line left out being dropped.
 * Lines the plan never had are refused: a plan grows by ordering again, not by this form.
 */
export async function changePeriodicPlan(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  planId: number,
  body: ChangePeriodicRequest,
): Promise<PeriodicPlan> {
  const customerId = caller.customer.id;
  return ctx.db.transaction(async (tx) => {
    const plan = await lockOwnPlan(tx, customerId, planId);
    let lines: PlanLine[] = plan.lines;
    if (body.lines) {
      const own = new Set(plan.lines.map((line) => `${line.type}-${line.id}`));
      const asked = body.lines.map((line) => `${line.type}-${line.id}`);
      if (asked.some((key) => !own.has(key)) || new Set(asked).size !== asked.length) {
        throw new DomainError('PERIODIC_LINES_INVALID');
      }
      lines = body.lines.map((line) => ({ type: line.type, id: Number(line.id), count: line.count }));
    }
    const [changed = plan] = await tx
      .update(periodicPlans)
      .set({ periodicType: body.periodic_type ?? plan.periodicType, lines, updatedAt: ctx.now() })
      .where(eq(periodicPlans.id, plan.id))
      .returning();
    await recordAudit(tx, {
      actor: { type: 'customer', id: customerId },
      action: 'periodic.changed',
      subject: { type: 'periodic_plan', id: plan.id },
      data: { periodic_type: changed.periodicType, lines },
    });
    return viewPlan(ctx, tx, changed);
  });
}

/** `DELETE periodic-orders/{id}`: no more rounds; orders already placed stay as they are. */
export async function stopPeriodicPlan(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  planId: number,
): Promise<{ stopped: true }> {
  const customerId = caller.customer.id;
  return ctx.db.transaction(async (tx) => {
    const plan = await lockOwnPlan(tx, customerId, planId);
    await tx
      .update(periodicPlans)
      .set({ state: 'stopped', updatedAt: ctx.now() })
      .where(eq(periodicPlans.id, plan.id));
    await recordAudit(tx, {
      actor: { type: 'customer', id: customerId },
      action: 'periodic.stopped',
      subject: { type: 'periodic_plan', id: plan.id },
      data: {},
    });
    return { stopped: true as const };
  });
}
