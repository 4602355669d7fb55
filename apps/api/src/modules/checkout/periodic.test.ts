import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { formatTehranDay } from '@shop/domain/tehran-time';
import { runSweep, type Sweep } from '../../platform/sweep-runner.ts';
import { testNow } from '../../test/fixture.ts';
import { stockOf } from '../catalogue/public/stock.ts';
import { products } from '../catalogue/public/tables.ts';
import { expectError, expectFieldError } from '../identity/test-support.ts';
import { orderLines, orderNotices, orders } from '../orders/public/tables.ts';
import { expireUnpaidOrders } from './service/expire-orders.ts';
import { moveOrder } from './service/move-order.ts';
import type { PlanRow } from './service/periodic-plans.ts';
import { placePeriodicRounds, remindPeriodicRounds } from './service/periodic-rounds.ts';
import { deliverySlots, periodicPlans } from './tables.ts';
import {
  clockedShop,
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
  type Buyer,
} from './test-support.ts';

// Periodic orders (issue 19; decision 055): a weekly or monthly order starts a plan; two days before
// each round's delivery day the customer is reminded, the day before the round is placed from the
// plan's lines with a fresh stock check; the customer skips, changes or stops it. The sweeps run here
// by hand on a clock the tests move.

const { app, db, clock, ctx } = await clockedShop();

afterAll(() => app.close());
beforeEach(() => {
  clock.now = new Date(testNow);
});

/**
 * The sweeps as the shop runs them, but handling only this file's plans: on PostgreSQL the test files
 * share one database, and another file's plan must never get a round from this file's clock.
 */
const ours = new Set<number>();
function onlyOurs(sweep: Sweep<PlanRow>): Sweep<PlanRow> {
  return {
    ...sweep,
    batchSize: 10_000,
    claim: async (tx, limit, now) => (await sweep.claim(tx, limit, now)).filter((plan) => ours.has(plan.id)),
  };
}
const remind = () => runSweep(db, onlyOurs(remindPeriodicRounds(ctx)), () => clock.now);
const placeRounds = () => runSweep(db, onlyOurs(placePeriodicRounds(ctx)), () => clock.now);

/** Tehran's 10:00 on `day` (+03:30). */
const tenOClock = (day: string) => new Date(`${day}T06:30:00.000Z`);

type Plan = {
  id: number;
  periodic_type: number;
  next_day: string;
  window: { started_at: string; finished_at: string };
  lines: { type: number; id: number; count: number; available: boolean; unit_price: number }[];
  goods_total: number;
  tracking_code: string;
  destination: string;
  posting_title: string;
};

async function plansOf(buyer: Buyer): Promise<Plan[]> {
  const answer = await buyer.as('GET', '/periodic-orders');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.plans as Plan[];
}

/** A buyer's order of `count` of a new product, placed as `periodic_type` on `port`. */
async function periodicOrder(
  options: { type?: 3 | 4; port?: number; count?: number; price?: number; inventory?: number } = {},
) {
  const buyer = await newBuyer(app);
  const product = await newProduct(db, {
    price: options.price ?? 300_000,
    inventory: options.inventory ?? 20,
  });
  await putInBasket(db, buyer, 1, product, options.count ?? 2);
  const slot = await openSlot(buyer);
  const [slotRow] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slot.id));
  const placed = await placeOrder(
    app,
    buyer,
    orderBody(buyer, slot.id, { periodic_type: options.type ?? 3, payment_port: options.port ?? 5 }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const [plan] = await plansOf(buyer);
  ours.add(plan!.id);
  return {
    buyer,
    product,
    slot: slotRow!,
    orderId: placed.body.data.order_id as number,
    trackingCode: placed.body.data.tracking_code as string,
    plan: plan!,
  };
}

const ordersOf = (buyer: Buyer) =>
  db.select().from(orders).where(eq(orders.customerId, buyer.customerId)).orderBy(asc(orders.createdAt));
const noticesOf = (buyer: Buyer) =>
  db.select().from(orderNotices).where(eq(orderNotices.mobile, buyer.mobile)).orderBy(asc(orderNotices.id));
const stock = async (product: number) => (await db.transaction((tx) => stockOf(tx, [product]))).get(product);
const planRow = async (id: number) =>
  (await db.select().from(periodicPlans).where(eq(periodicPlans.id, id)))[0]!;

describe('a plan starts with an order placed as weekly or monthly', () => {
  it('shows the customer its next round a week on, in the same window, with its lines at today’s prices', async () => {
    const { buyer, product, slot, plan, trackingCode } = await periodicOrder({ count: 2, price: 300_000 });
    expect(slot.day).toBe('2026-11-22');
    expect(plan).toMatchObject({
      periodic_type: 3,
      next_day: '2026-11-29',
      window: { started_at: '15:00', finished_at: '18:00' },
      lines: [{ type: 1, id: product, count: 2, available: true, unit_price: 300_000 }],
      goods_total: 600_000,
      tracking_code: trackingCode,
    });
    expect(plan.destination).not.toBe('');
    expect(plan.posting_title).not.toBe('');
    // A price that changes shows in the plan: the round is priced when it is placed.
    await db.update(products).set({ price: 350_000 }).where(eq(products.id, product));
    expect((await plansOf(buyer))[0]!.goods_total).toBe(700_000);
  });

  it('comes a Solar Hijri month later for a monthly order, and not at all for a normal one', async () => {
    const { plan } = await periodicOrder({ type: 4 });
    // 1 Azar 1405 → 1 Dey 1405.
    expect(plan.next_day).toBe('2026-12-22');
    const buyer = await newBuyer(app);
    await putInBasket(db, buyer, 1, await newProduct(db, { price: 100_000, inventory: 5 }), 1);
    const placed = await placeOrder(app, buyer, orderBody(buyer, (await openSlot(buyer)).id));
    expect(placed.status).toBe(200);
    expect(await plansOf(buyer)).toEqual([]);
  });

  it('never begins when its first order is cancelled for not being paid', async () => {
    const { buyer, orderId, plan } = await periodicOrder({ port: 6 });
    clock.now = new Date(testNow.getTime() + 21 * 60_000);
    await runSweep(db, expireUnpaidOrders, () => clock.now);
    expect((await ordersOf(buyer)).find((order) => order.id === orderId)?.status).toBe(70);
    expect(await plansOf(buyer)).toEqual([]);
    expect((await planRow(plan.id)).state).toBe('stopped');
  });

  it('is the customer’s own: another customer can neither see nor touch it', async () => {
    const { plan } = await periodicOrder();
    const stranger = await newBuyer(app);
    expect(await plansOf(stranger)).toEqual([]);
    expectError(
      await stranger.as('POST', `/periodic-orders/${plan.id}/skip`, { day: plan.next_day }),
      404,
      'PERIODIC_PLAN_NOT_FOUND',
    );
    expectError(
      await stranger.as('PUT', `/periodic-orders/${plan.id}`, { periodic_type: 4 }),
      404,
      'PERIODIC_PLAN_NOT_FOUND',
    );
    expectError(await stranger.as('DELETE', `/periodic-orders/${plan.id}`), 404, 'PERIODIC_PLAN_NOT_FOUND');
    expect((await planRow(plan.id)).state).toBe('active');
  });
});

describe('a round', () => {
  it('is reminded two days before its delivery day at 10:00 Tehran, once, with the total and the link', async () => {
    const { buyer, plan } = await periodicOrder({ count: 2, price: 300_000 });
    clock.now = new Date(tenOClock('2026-11-27').getTime() - 60_000);
    await remind();
    expect((await noticesOf(buyer)).map((n) => n.kind)).not.toContain('repeat-reminder');
    clock.now = tenOClock('2026-11-27');
    await remind();
    await remind();
    const reminders = (await noticesOf(buyer)).filter((n) => n.kind === 'repeat-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(formatTehranDay('2026-11-29'));
    expect(reminders[0]!.text).toContain('۶۰٬۰۰۰ تومان');
    expect(reminders[0]!.text).toContain('http://shop.test/profile/periodic-orders');
    expect((await planRow(plan.id)).remindedDay).toBe('2026-11-29');
  });

  it('is placed the day before from the plan’s lines, in its window, once, and the plan moves a week on', async () => {
    const { buyer, product, plan, orderId } = await periodicOrder({ count: 2, inventory: 20 });
    expect(await stock(product)).toBe(18);
    clock.now = new Date(tenOClock('2026-11-28').getTime() - 60_000);
    await placeRounds();
    expect(await ordersOf(buyer)).toHaveLength(1);
    clock.now = tenOClock('2026-11-28');
    // A round already due to be placed (its reminder missed while the shop was down) is not reminded late.
    await remind();
    expect((await noticesOf(buyer)).map((n) => n.kind)).not.toContain('repeat-reminder');
    await Promise.all([placeRounds(), placeRounds()]);
    await placeRounds();
    const all = await ordersOf(buyer);
    expect(all).toHaveLength(2);
    const round = all.find((order) => order.id !== orderId)!;
    // Invoice later: processing, unpaid, nothing awaited; its slot on the 29th at 15:00 Tehran.
    expect(round).toMatchObject({ status: 40, paymentStatus: 10, periodicType: 3, expiresAt: null });
    expect(round.slotStartsAt.toISOString()).toBe('2026-11-29T11:30:00.000Z');
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, round.id));
    expect(lines.map((l) => [l.itemId, l.count])).toEqual([[product, 2]]);
    expect(await stock(product)).toBe(16);
    expect(await planRow(plan.id)).toMatchObject({ nextDay: '2026-12-06', lastOrderId: round.id });
    const placedNotice = (await noticesOf(buyer)).find(
      (n) => n.kind === 'repeat-placed' && n.orderId === round.id,
    );
    expect(placedNotice?.text).toContain(formatTehranDay('2026-11-29'));
    // The customer sees the next round, and the new order's code.
    expect((await plansOf(buyer))[0]).toMatchObject({
      next_day: '2026-12-06',
      tracking_code: round.trackingCode,
    });
  });

  it('takes what there is when stock ran short, and says what was missing', async () => {
    const { buyer, product, plan, orderId } = await periodicOrder({ count: 3, inventory: 4 });
    const other = await newProduct(db, { price: 100_000, inventory: 0 });
    await buyer.as('PUT', `/periodic-orders/${plan.id}`, {}); // a no-op change is fine
    await db
      .update(periodicPlans)
      .set({ lines: [...(await planRow(plan.id)).lines, { type: 1, id: other, count: 1 }] })
      .where(eq(periodicPlans.id, plan.id));
    clock.now = tenOClock('2026-11-28');
    await placeRounds();
    const round = (await ordersOf(buyer)).find((order) => order.id !== orderId)!;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, round.id));
    expect(lines.map((l) => [l.itemId, l.count])).toEqual([[product, 1]]);
    expect(await stock(product)).toBe(0);
    const text = (await noticesOf(buyer)).find(
      (n) => n.orderId === round.id && n.kind === 'repeat-placed',
    )!.text;
    expect(text).toContain('موجود نبود');
  });

  it('is not placed when nothing is in stock: the customer is told why, and the plan goes on', async () => {
    const { buyer, product, plan } = await periodicOrder({ count: 2, inventory: 2 });
    expect(await stock(product)).toBe(0);
    clock.now = tenOClock('2026-11-28');
    await placeRounds();
    expect(await ordersOf(buyer)).toHaveLength(1);
    const missed = (await noticesOf(buyer)).find((n) => n.kind === 'repeat-not-placed');
    expect(missed?.text).toContain('هیچ‌یک از کالاهای آن موجود نبود');
    expect(missed?.text).toContain(formatTehranDay('2026-12-06'));
    expect((await planRow(plan.id)).nextDay).toBe('2026-12-06');
  });

  it('is not placed when no slot of its day is open', async () => {
    const { buyer, plan } = await periodicOrder();
    clock.now = tenOClock('2026-11-28');
    // Every slot of the 29th full (the sweep plans that day's slots itself if nobody has yet).
    await placeRoundsAfterFillingDay('2026-11-29');
    expect(await ordersOf(buyer)).toHaveLength(1);
    expect((await noticesOf(buyer)).find((n) => n.kind === 'repeat-not-placed')?.text).toContain(
      'زمان ارسالی در آن روز خالی نبود',
    );
    expect((await planRow(plan.id)).nextDay).toBe('2026-12-06');
  });

  it('placed on the online port waits to be paid until its delivery day begins, with a link to pay', async () => {
    const { buyer, orderId } = await periodicOrder({ port: 6 });
    // The first order is paid (moved to processing by the test door): the plan has begun.
    await moveOrder(ctx, orderId, 40, { type: 'system' });
    expect((await ordersOf(buyer))[0]!.status).toBe(40);
    clock.now = tenOClock('2026-11-28');
    await placeRounds();
    const round = (await ordersOf(buyer)).find((order) => order.id !== orderId)!;
    expect(round).toMatchObject({ status: 10, paymentStatus: 10 });
    expect(round.expiresAt?.toISOString()).toBe('2026-11-28T20:30:00.000Z');
    const text = (await noticesOf(buyer)).find((n) => n.orderId === round.id)!.text;
    expect(text).toContain(`http://shop.test/payments?status=unpaid&order=${round.id}`);
    // Not lapsed twenty minutes later, as an order nobody watched placing would be.
    clock.now = new Date(clock.now.getTime() + 60 * 60_000);
    await runSweep(db, expireUnpaidOrders, () => clock.now);
    expect((await ordersOf(buyer)).find((order) => order.id === round.id)?.status).toBe(10);
  });
});

/** Fills every slot of home delivery on `day` (planned by the checkout first), then runs the placer. */
async function placeRoundsAfterFillingDay(day: string) {
  const { ensureSlots } = await import('./queries/slots.ts');
  await ensureSlots(db, clock.now);
  const slots = await db.select().from(deliverySlots).where(eq(deliverySlots.day, day));
  const home = slots.filter((slot) => slot.centreId === null).map((slot) => slot.id);
  const saved = slots.filter((slot) => slot.centreId === null);
  await db.update(deliverySlots).set({ capacity: 0, taken: 0 }).where(inArray(deliverySlots.id, home));
  try {
    await placeRounds();
  } finally {
    for (const slot of saved) {
      await db
        .update(deliverySlots)
        .set({ capacity: slot.capacity, taken: slot.taken })
        .where(and(eq(deliverySlots.id, slot.id)));
    }
  }
}

describe('the customer', () => {
  it('skips a round once: the next is a week later, and a repeated skip changes nothing', async () => {
    const { buyer, plan } = await periodicOrder();
    const skipped = await buyer.as('POST', `/periodic-orders/${plan.id}/skip`, { day: '2026-11-29' });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.next_day).toBe('2026-12-06');
    const again = await buyer.as('POST', `/periodic-orders/${plan.id}/skip`, { day: '2026-11-29' });
    expect(again.body.data.next_day).toBe('2026-12-06');
    // The skipped round is neither reminded nor placed.
    clock.now = tenOClock('2026-11-28');
    await remind();
    await placeRounds();
    expect(await ordersOf(buyer)).toHaveLength(1);
    expect((await noticesOf(buyer)).map((n) => n.kind)).not.toContain('repeat-reminder');
    expectFieldError(await buyer.as('POST', `/periodic-orders/${plan.id}/skip`, { day: '29/11' }), 'day');
  });

  it('changes the period and the counts of the plan’s own lines, and nothing else', async () => {
    const { buyer, product, plan } = await periodicOrder({ count: 2 });
    const changed = await buyer.as('PUT', `/periodic-orders/${plan.id}`, {
      periodic_type: 4,
      lines: [{ type: 1, id: product, count: 5 }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The round already set keeps its day; those after it follow the month.
    expect(changed.body.data).toMatchObject({
      periodic_type: 4,
      next_day: '2026-11-29',
      lines: [{ count: 5 }],
    });
    const stranger = await newProduct(db, { price: 1_000, inventory: 100 });
    expectError(
      await buyer.as('PUT', `/periodic-orders/${plan.id}`, { lines: [{ type: 1, id: stranger, count: 1 }] }),
      422,
      'PERIODIC_LINES_INVALID',
    );
    expectError(
      await buyer.as('PUT', `/periodic-orders/${plan.id}`, {
        lines: [
          { type: 1, id: product, count: 1 },
          { type: 1, id: product, count: 2 },
        ],
      }),
      422,
      'PERIODIC_LINES_INVALID',
    );
    expectFieldError(
      await buyer.as('PUT', `/periodic-orders/${plan.id}`, { lines: [] }),
      'lines',
      'سفارش دوره‌ای دست‌کم یک کالا لازم دارد؛ برای پایان دادن به آن «توقف» را بزنید.',
    );
    expectFieldError(
      await buyer.as('PUT', `/periodic-orders/${plan.id}`, { periodic_type: 1 }),
      'periodic_type',
    );
    expect((await plansOf(buyer))[0]).toMatchObject({ periodic_type: 4, lines: [{ count: 5 }] });
    // The monthly round: placed on the 28th with five, and the next a Solar Hijri month after the 29th.
    clock.now = tenOClock('2026-11-28');
    await placeRounds();
    expect((await plansOf(buyer))[0]!.next_day).toBe('2026-12-29');
    const round = (await ordersOf(buyer)).at(-1)!;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, round.id));
    expect(lines[0]!.count).toBe(5);
  });

  it('stops a plan: no more rounds, and the orders placed stay', async () => {
    const { buyer, plan } = await periodicOrder();
    const stopped = await buyer.as('DELETE', `/periodic-orders/${plan.id}`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toEqual({ stopped: true });
    expect(await plansOf(buyer)).toEqual([]);
    expectError(await buyer.as('DELETE', `/periodic-orders/${plan.id}`), 404, 'PERIODIC_PLAN_NOT_FOUND');
    clock.now = tenOClock('2026-11-28');
    await placeRounds();
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('skipping while the round is being placed: one of them wins, never both', async () => {
    const { buyer, plan } = await periodicOrder();
    clock.now = tenOClock('2026-11-28');
    const [skip] = await Promise.all([
      buyer.as('POST', `/periodic-orders/${plan.id}/skip`, { day: '2026-11-29' }),
      placeRounds(),
    ]);
    expect(skip.status).toBe(200);
    const rounds = (await ordersOf(buyer)).length - 1;
    // Placed (and the skip found the round gone) or skipped (and nothing placed): the plan moved one week.
    expect(rounds === 0 || rounds === 1).toBe(true);
    expect((await planRow(plan.id)).nextDay).toBe('2026-12-06');
  });
});
