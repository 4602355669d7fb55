import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { registerStatus } from '@shop/domain/identity/constants';
import { rewardExpiry } from '@shop/domain/checkout/referral';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { buildApp } from '../../app.ts';
import { getTestApp } from '../../test/app.ts';
import { testNow } from '../../test/fixture.ts';
import { addAddress, asShopper } from '../account/test-support.ts';
import { customers } from '../identity/public/tables.ts';
import { customerIdOf, latestCode, newIp, newMobile, send } from '../identity/test-support.ts';
import { releaseSlot } from './queries/slots.ts';
import { coupons, referralRewards } from './tables.ts';
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

/**
 * The shop of the referral tests (checkout-and-account.md §1; decisions 057 and 082), and what they do
 * with it: each test file calls this once at its top, so it has its own app, closed after its tests.
 */
export async function setupReferralShop() {
  const { app, db, clock } = await clockedShop();
  // The back office's test door moves orders on (decision 047): the introducer's code comes at delivery.
  const doors = await buildApp({
    database: (await getTestApp()).database,
    cache: createMemoryCache(),
    publicUrl: 'http://shop.test',
    now: () => clock.now,
    devAdminRoutes: true,
  });
  afterAll(() => Promise.all([app.close(), doors.close()]));
  const move = (id: number, status: number) =>
    send(doors, 'PUT', `/dev/orders/${id}/status`, { body: { status } });

  const friendCodeExpiry = rewardExpiry(testNow, 30).toISOString();

  async function introduceCodeOf(buyer: Buyer): Promise<string> {
    return (await buyer.as('GET', '/profile')).body.data.introduce_code;
  }

  /** A new customer who signed up through `introducer`'s share link, with names and an address. */
  async function friendOf(shop: FastifyInstance, introducerCode: string): Promise<Buyer> {
    const mobile = newMobile();
    const ip = newIp();
    expect((await send(shop, 'POST', '/register', { body: { mobile_no: mobile }, ip })).status).toBe(200);
    const verified = await send(shop, 'POST', '/verification', {
      body: {
        mobile_no: mobile,
        code: await latestCode(mobile),
        terms_of_use: true,
        introducer_code: introducerCode,
      },
      ip,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const token = verified.body.data.token as string;
    const customerId = await customerIdOf(token);
    await db
      .update(customers)
      .set({ registerStatus: registerStatus.complete, firstName: 'سارا', lastName: 'کریمی' })
      .where(eq(customers.id, customerId));
    const shopper = { token, customerId, mobile };
    const addressId = await addAddress(shop, shopper);
    return { ...shopper, addressId, as: asShopper(shop, shopper) };
  }

  async function pair() {
    const introducer = await newBuyer(app);
    const friend = await friendOf(app, await introduceCodeOf(introducer));
    return { introducer, friend };
  }

  const couponsOf = async (buyer: Buyer, page = 1) => {
    const answer = await buyer.as('GET', `/coupons?page=${page}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { count: number; list: { code: string; active: boolean }[] };
  };
  const introduceCodesOf = async (buyer: Buyer) => {
    const answer = await buyer.as('GET', '/introduce-codes');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { count: number; list: Record<string, unknown>[] };
  };
  const rewardsOf = (friendId: number) =>
    db.select().from(referralRewards).where(eq(referralRewards.friendId, friendId));
  const ownedCodes = (customerId: number) => db.select().from(coupons).where(eq(coupons.ownerId, customerId));

  /** One product of `price` rials in the buyer's basket. */
  async function basketOf(buyer: Buyer, price = 400_000) {
    await putInBasket(db, buyer, 1, await newProduct(db, { price, inventory: 5 }), 1);
  }

  async function couponIdOf(buyer: Buyer, code: string): Promise<number> {
    const applied = await buyer.as('POST', '/checkout/coupon', { code });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    return applied.body.data.coupon_id;
  }

  /**
   * Places the basket on `port` (5 invoice later, 6 online), with the code if given; the order's data.
   * The slot's place is given back at once: this file's many orders must not fill the shared slots that
   * the other files of the project expect open.
   */
  async function place(buyer: Buyer, port: 5 | 6, extra: Record<string, unknown> = {}) {
    const slot = await openSlot(buyer);
    const placed = await placeOrder(app, buyer, orderBody(buyer, slot.id, { payment_port: port, ...extra }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await db.transaction((tx) => releaseSlot(tx, slot.id));
    return placed.body.data as { order_id: number; url: string | null; payable: number };
  }

  /** Pays an online order at the sandbox bank and comes back through the callback. */
  async function payAtBank(url: string): Promise<string> {
    const authority = url.split('/').pop()!;
    const pressed = await app.inject({
      method: 'POST',
      url: `/sandbox-bank/${authority}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=paid',
    });
    const back = new URL(String(pressed.headers['location']));
    const answer = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    return new URL(String(answer.headers['location']), 'http://shop.test').searchParams.get('status')!;
  }

  return {
    app,
    db,
    clock,
    move,
    friendCodeExpiry,
    introduceCodeOf,
    friendOf,
    pair,
    couponsOf,
    introduceCodesOf,
    rewardsOf,
    ownedCodes,
    basketOf,
    couponIdOf,
    place,
    payAtBank,
  };
}
