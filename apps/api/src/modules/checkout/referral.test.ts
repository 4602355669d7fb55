import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerStatus } from '@shop/domain/identity/constants';
import { rewardExpiry } from '@shop/domain/checkout/referral';
import { runSweep } from '../../platform/sweep-runner.ts';
import { auditLog } from '../../platform/tables.ts';
import { testNow } from '../../test/fixture.ts';
import { walletEntries } from '../account/public/tables.ts';
import { addAddress, asShopper } from '../account/test-support.ts';
import { customers } from '../identity/public/tables.ts';
import { orders } from '../orders/public/tables.ts';
import { customerIdOf, expectError, latestCode, newIp, newMobile, send } from '../identity/test-support.ts';
import { releaseSlot } from './queries/slots.ts';
import { giveFriendCodeIn, giveFriendCodes, rewardIntroducerIn } from './service/referral-rewards.ts';
import { coupons, referralRewards } from './tables.ts';
import {
  checkoutOf,
  clockedShop,
  newBuyer,
  newProduct,
  openSlot,
  orderBody,
  placeOrder,
  putInBasket,
  type Buyer,
} from './test-support.ts';

// The referral promise (checkout-and-account.md §1; decision 057): a friend's first purchase gets
// 10,000 tomans off, and the introducer then gets a 10,000-toman code.

const { app, db, clock } = await clockedShop();
afterAll(() => app.close());

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

describe("the friend's welcome code", () => {
  it('is there the moment the friend looks at their codes: 10,000 tomans, single use, 30 days', async () => {
    const { introducer, friend } = await pair();
    const { count, list } = await couponsOf(friend);
    expect(count).toBe(1);
    expect(list).toEqual([
      {
        code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
        value: 100_000,
        type: 2,
        expired_at: friendCodeExpiry,
        flooring: 0,
        active: true,
      },
    ]);
    const [coupon] = await ownedCodes(friend.customerId);
    expect(coupon).toMatchObject({ usageLimit: 1, perCustomerLimit: 1, firstPurchaseOnly: true });
    // Looking again gives nothing more; the introducer holds nothing yet.
    expect((await couponsOf(friend)).count).toBe(1);
    expect(await couponsOf(introducer)).toEqual({ count: 0, list: [] });
    const audits = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'referral.friend-code'), eq(auditLog.subjectId, String(friend.customerId))),
      );
    expect(audits).toHaveLength(1);
  });

  it('is given by GET checkout too', async () => {
    const { friend } = await pair();
    await basketOf(friend);
    await checkoutOf(friend);
    expect(await rewardsOf(friend.customerId)).toEqual([expect.objectContaining({ kind: 'friend' })]);
  });

  it('is given by the sweep to a friend who has not looked yet', async () => {
    const { friend } = await pair();
    expect(await rewardsOf(friend.customerId)).toEqual([]);
    await runSweep(db, giveFriendCodes, () => clock.now);
    expect(await rewardsOf(friend.customerId)).toHaveLength(1);
    expect(await ownedCodes(friend.customerId)).toHaveLength(1);
  });

  it('is given once when the sweep and the pages ask at the same time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { friend } = await pair();
      await basketOf(friend);
      await Promise.all([
        runSweep(db, giveFriendCodes, () => clock.now),
        friend.as('GET', '/coupons'),
        friend.as('GET', '/coupons'),
        friend.as('GET', '/checkout'),
        runSweep(db, giveFriendCodes, () => clock.now),
      ]);
      expect(await rewardsOf(friend.customerId)).toHaveLength(1);
      expect(await ownedCodes(friend.customerId)).toHaveLength(1);
      expect((await couponsOf(friend)).count).toBe(1);
    }
  });

  it('is given by one of many transactions giving it at once; the others take their codes back', async () => {
    const { introducer, friend } = await pair();
    const given = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction((tx) =>
          giveFriendCodeIn(tx, { id: friend.customerId, introducerId: introducer.customerId }, clock.now),
        ),
      ),
    );
    expect(given.filter(Boolean)).toHaveLength(1);
    expect(await rewardsOf(friend.customerId)).toHaveLength(1);
    expect(await ownedCodes(friend.customerId)).toHaveLength(1);
  });

  it('is nobody’s but the friend’s: another customer neither lists nor uses it', async () => {
    const { friend } = await pair();
    const [{ code }] = (await couponsOf(friend)).list as unknown as [{ code: string }];
    const stranger = await newBuyer(app);
    await basketOf(stranger);
    expect(await couponsOf(stranger)).toEqual({ count: 0, list: [] });
    expectError(await stranger.as('POST', '/checkout/coupon', { code }), 404, 'COUPON_EXPIRED');
    const [row] = await ownedCodes(friend.customerId);
    const slot = await openSlot(stranger);
    expectError(
      await placeOrder(app, stranger, orderBody(stranger, slot.id, { coupon_id: row!.id })),
      404,
      'COUPON_EXPIRED',
    );
  });

  it('takes 10,000 tomans off the first order, once', async () => {
    const { friend } = await pair();
    const [{ code }] = (await couponsOf(friend)).list as unknown as [{ code: string }];
    await basketOf(friend, 400_000);
    const couponId = await couponIdOf(friend, code);
    const first = await place(friend, 5, { coupon_id: couponId });
    const [used] = await db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(used!.used).toBe(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, first.order_id));
    expect(order).toMatchObject({ subtotal: 400_000, couponDiscount: 100_000, couponId });
    expect((await couponsOf(friend)).list[0]!.active).toBe(false);
    await basketOf(friend);
    const refused = await friend.as('POST', '/checkout/coupon', { code });
    expect(refused.status).toBe(422);
    expect(['COUPON_USED_UP', 'COUPON_ALREADY_USED']).toContain(refused.body.extra_data.error);
  });

  it('is for the first purchase only', async () => {
    const { friend } = await pair();
    const [{ code }] = (await couponsOf(friend)).list as unknown as [{ code: string }];
    await basketOf(friend);
    await place(friend, 5);
    expect((await couponsOf(friend)).list[0]!.active).toBe(false);
    await basketOf(friend);
    expectError(await friend.as('POST', '/checkout/coupon', { code }), 422, 'COUPON_FIRST_PURCHASE_ONLY');
  });

  it('is not given to a customer nobody introduced', async () => {
    const plain = await newBuyer(app);
    expect(await couponsOf(plain)).toEqual({ count: 0, list: [] });
    await runSweep(db, giveFriendCodes, () => clock.now);
    expect(await rewardsOf(plain.customerId)).toEqual([]);
  });
});

describe("the introducer's reward", () => {
  const rewarded = (introducerId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.rewarded'), eq(auditLog.subjectId, String(introducerId))));

  it("comes when the friend's first order is paid online, with the friend's names", async () => {
    const { introducer, friend } = await pair();
    await basketOf(friend);
    const order = await place(friend, 6);
    expect(await introduceCodesOf(introducer)).toEqual({ count: 0, list: [] });
    expect(await payAtBank(order.url!)).toBe('paid');

    const earned = await introduceCodesOf(introducer);
    expect(earned).toEqual({
      count: 1,
      list: [
        {
          code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
          first_name: 'سارا',
          last_name: 'کریمی',
          expired_at: rewardExpiry(testNow, 90).toISOString(),
          expired_at_fa: '۱ اسفند ۱۴۰۵',
        },
      ],
    });
    // It is the introducer's own code: listed with their codes, usable on any order.
    expect((await couponsOf(introducer)).list).toEqual([
      expect.objectContaining({ code: earned.list[0]!['code'], value: 100_000, type: 2, active: true }),
    ]);
    expect(await rewardsOf(friend.customerId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'referrer',
          customerId: introducer.customerId,
          orderId: order.order_id,
        }),
      ]),
    );
    expect(await rewarded(introducer.customerId)).toHaveLength(1);
    // Nobody else sees it: not the friend, not a stranger.
    expect(await introduceCodesOf(friend)).toEqual({ count: 0, list: [] });
    expect(await introduceCodesOf(await newBuyer(app))).toEqual({ count: 0, list: [] });
    const [{ code }] = earned.list as [{ code: string }];
    await basketOf(friend);
    expectError(await friend.as('POST', '/checkout/coupon', { code }), 404, 'COUPON_EXPIRED');
  });

  it('comes when the first order is placed already paid from the wallet', async () => {
    const { introducer, friend } = await pair();
    await db
      .insert(walletEntries)
      .values({ customerId: friend.customerId, amount: 50_000_000, reason: 'shop' });
    await basketOf(friend);
    const order = await place(friend, 6, { use_wallet: 1 });
    expect(order).toMatchObject({ payable: 0, url: null });
    expect((await introduceCodesOf(introducer)).count).toBe(1);
    expect(await rewarded(introducer.customerId)).toHaveLength(1);
  });

  it('never comes for an order cancelled unpaid, nor for one still to pay on the invoice', async () => {
    const { introducer, friend } = await pair();
    await basketOf(friend);
    const online = await place(friend, 6);
    expect((await friend.as('POST', `/orders/${online.order_id}/cancel`)).status).toBe(200);
    await basketOf(friend);
    await place(friend, 5);
    expect(await introduceCodesOf(introducer)).toEqual({ count: 0, list: [] });
    expect(await rewarded(introducer.customerId)).toEqual([]);
  });

  it('comes once per friend: a second paid order earns nothing more', async () => {
    const { introducer, friend } = await pair();
    await db
      .insert(walletEntries)
      .values({ customerId: friend.customerId, amount: 50_000_000, reason: 'shop' });
    for (let order = 0; order < 2; order += 1) {
      await basketOf(friend);
      await place(friend, 6, { use_wallet: 1 });
    }
    await db.delete(walletEntries).where(eq(walletEntries.customerId, friend.customerId));
    await basketOf(friend);
    const online = await place(friend, 6);
    expect(await payAtBank(online.url!)).toBe('paid');
    expect((await introduceCodesOf(introducer)).count).toBe(1);
    expect(await rewarded(introducer.customerId)).toHaveLength(1);
  });

  it('comes once when two of the friend’s orders are paid at the same moment', async () => {
    const { introducer, friend } = await pair();
    const urls: string[] = [];
    for (let order = 0; order < 2; order += 1) {
      await basketOf(friend);
      urls.push((await place(friend, 6)).url!);
    }
    expect(await Promise.all(urls.map(payAtBank))).toEqual(['paid', 'paid']);
    const rows = await rewardsOf(friend.customerId);
    expect(rows.filter((row) => row.kind === 'referrer')).toHaveLength(1);
    expect(await ownedCodes(introducer.customerId)).toHaveLength(1);
  });

  it('lists ten a page, newest first, with the count of all', async () => {
    const introducer = await newBuyer(app);
    const code = await introduceCodeOf(introducer);
    const friends: Buyer[] = [];
    for (let i = 0; i < 11; i += 1) friends.push(await friendOf(app, code));
    // Each friend's first order paid a second after the last (what paying does is the tests' above).
    for (const [index, friend] of friends.entries()) {
      const paidAt = new Date(testNow.getTime() + index * 1000);
      await db.transaction((tx) =>
        rewardIntroducerIn(tx, { id: 1_000 + index, customerId: friend.customerId }, paidAt),
      );
    }
    const first = await introduceCodesOf(introducer);
    expect(first.count).toBe(11);
    expect(first.list).toHaveLength(10);
    const second = (await introducer.as('GET', '/introduce-codes?page=۲')).body.data;
    expect(second.list).toHaveLength(1);
    const rows = await db
      .select({ id: coupons.id, code: coupons.code })
      .from(referralRewards)
      .innerJoin(coupons, eq(coupons.id, referralRewards.couponId))
      .where(and(eq(referralRewards.kind, 'referrer'), eq(referralRewards.friendId, friends[0]!.customerId)));
    // The oldest (the first friend's) is last.
    expect(rows).toHaveLength(1);
    expect(second.list[0].code).toBe(rows[0]!.code);
    expect((await couponsOf(introducer, 2)).list).toHaveLength(1);
  });
});
