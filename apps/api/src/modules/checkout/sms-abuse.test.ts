import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { toStoredMobile } from '@shop/domain/mobile';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { createSandboxGateway } from '../../adapters/payments/sandbox.ts';
import { createSmsGate } from '../../adapters/sms/gate.ts';
import { createOutboxSender } from '../../adapters/sms/outbox.ts';
import { defaultSmsLimits } from '../../adapters/sms/quotas.ts';
import { smsOutbox } from '../../adapters/sms/tables.ts';
import { buildApp } from '../../app.ts';
import { createStepRunner } from '../../platform/step-runner.ts';
import { getTestApp } from '../../test/app.ts';
import { expectError } from '../identity/test-support.ts';
import { orderNotices } from '../orders/public/tables.ts';
import type { CheckoutContext } from './service/context.ts';
import { defaultOrderLimits } from './service/order-limits.ts';
import { sendOrderNotices } from './service/order-notices.ts';
import {
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
  type Buyer,
} from './test-support.ts';

// Issue 46, item 21: placing and cancelling in a loop queued 60 texts in 3 s to one number. The attack
// again, through the real app and the real notice job behind the SMS gate (decision 083), with the
// shop's default limits, on an hour of its own far in the future (the gate's windows are shared).

const { database } = await getTestApp();
const { db } = database;
const clock = { now: new Date(Date.UTC(2042, 0, 1, 6) + randomInt(0, 50_000) * 86_400_000) };
const now = () => clock.now;
const app = await buildApp({ database, cache: createMemoryCache(), publicUrl: 'http://shop.test', now });
await app.ready();
afterAll(() => app.close());
const ctx: CheckoutContext = {
  db,
  now,
  gateway: createSandboxGateway({ db, publicUrl: 'http://shop.test' }),
  publicUrl: 'http://shop.test',
  logError: () => {},
  runSteps: createStepRunner({ db, now, log: () => {} }),
  freeShippingThreshold: 0,
  sms: createSmsGate(createOutboxSender(db, now), { db, now, limits: defaultSmsLimits, alert: () => {} }),
  log: { info: () => {}, warn: () => {} },
  orderLimits: defaultOrderLimits,
  counters: createMemoryCache(),
};

const orderTextsTo = async (buyer: Buyer) => {
  const rows = await db
    .select({ status: smsOutbox.status, text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, toStoredMobile(buyer.mobile)));
  // The buyer's sign-in code is a text too: only the order texts are counted here.
  return rows.filter((row) => row.text.includes('سفارش'));
};

async function placeAndCancel(buyer: Buyer, product: number, slotId: number) {
  await putInBasket(db, buyer, 1, product, 1);
  const placed = await placeOrder(app, buyer, orderBody(buyer, slotId));
  if (placed.status !== 200) return { placed, cancelled: null };
  const cancelled = await buyer.as('POST', `/orders/${placed.body.data.order_id}/cancel`);
  return { placed, cancelled };
}

describe('placing and cancelling in a loop (the attack of issue 46)', () => {
  it('is refused after the hourly limit, and the texts to the number are capped, the rest recorded as suppressed', async () => {
    const buyer = await newBuyer(app);
    const product = await newProduct(db, { price: 300_000, inventory: 100 });
    const slot = await openSlot(buyer);
    const answers = [];
    for (let i = 0; i <= defaultOrderLimits.placesPerHour; i += 1) {
      const round = await placeAndCancel(buyer, product, slot.id);
      answers.push(round);
      // The worst case for the texts: the notice job runs after every round.
      await sendOrderNotices(ctx);
      if (round.placed.status !== 200) break;
    }
    const placed = answers.filter((a) => a.placed.status === 200);
    expect(placed).toHaveLength(defaultOrderLimits.placesPerHour);
    expect(placed.every((a) => a.cancelled?.status === 200)).toBe(true);
    const refused = answers.find((a) => a.placed.status !== 200)!.placed;
    expectError(refused, 429, 'ORDER_PLACE_RATE_LIMITED');
    expect(refused.body.message).toMatch(/سفارش‌های زیادی ثبت کرده‌اید/);

    const texts = await orderTextsTo(buyer);
    expect(texts.filter((t) => t.status === 'sent')).toHaveLength(defaultSmsLimits.perNumberPerHour);
    expect(texts.filter((t) => t.status === 'suppressed').length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThanOrEqual(2 * defaultOrderLimits.placesPerHour);
    // Every notice of the loop is settled: sent, or dropped (superseded, merged, suppressed).
    const notices = await db.select().from(orderNotices).where(eq(orderNotices.mobile, buyer.mobile));
    expect(notices.every((n) => n.sentAt !== null || n.droppedAt !== null)).toBe(true);

    // An hour later the customer may order again.
    clock.now = new Date(clock.now.getTime() + 61 * 60_000);
    // The refused order's line is still in the basket.
    const later = await placeOrder(app, buyer, orderBody(buyer, (await openSlot(buyer)).id));
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  });

  it('tells an order placed and cancelled before the job ran as cancelled only, and several orders in one text', async () => {
    const buyer = await newBuyer(app);
    const product = await newProduct(db, { price: 300_000, inventory: 100 });
    const slot = await openSlot(buyer);
    for (let i = 0; i < 3; i += 1) await placeAndCancel(buyer, product, slot.id);
    const notices = await db.select().from(orderNotices).where(eq(orderNotices.mobile, buyer.mobile));
    expect(notices.filter((n) => n.dropReason === 'superseded').map((n) => n.kind)).toEqual([
      'placed',
      'placed',
      'placed',
    ]);
    await sendOrderNotices(ctx);
    const texts = await orderTextsTo(buyer);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(/لغو شد/);
    expect(texts[0]!.text).toMatch(/و ۲ پیام دیگر/);
    const settled = await db.select().from(orderNotices).where(eq(orderNotices.mobile, buyer.mobile));
    expect(settled.filter((n) => n.sentAt !== null)).toHaveLength(1);
    expect(settled.filter((n) => n.dropReason === 'merged')).toHaveLength(2);
  });

  it('refuses cancels past the hourly limit with 429', async () => {
    const buyer = await newBuyer(app);
    const product = await newProduct(db, { price: 300_000, inventory: 100 });
    await putInBasket(db, buyer, 1, product, 1);
    const placed = await placeOrder(app, buyer, orderBody(buyer, (await openSlot(buyer)).id));
    const id = placed.body.data.order_id as number;
    const answers = [];
    for (let i = 0; i <= defaultOrderLimits.cancelsPerHour; i += 1)
      answers.push(await buyer.as('POST', `/orders/${id}/cancel`));
    expect(answers[0]!.status).toBe(200);
    expectError(answers.at(-1)!, 429, 'ORDER_CANCEL_RATE_LIMITED');
  });
});
