import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { introducerRewardRules, rewardExpiry } from '@shop/domain/checkout/referral';
import { auditLog } from '../../platform/tables.ts';
import { testNow } from '../../test/fixture.ts';
import { walletEntries } from '../account/public/tables.ts';
import { orders } from '../orders/public/tables.ts';
import { expectError } from '../identity/test-support.ts';
import { releaseSlot } from './queries/slots.ts';
import { moveOrderIn } from './service/move-order.ts';
import { giveIntroducerCodeIn } from './service/referral-rewards.ts';
import { coupons, referralRewards } from './tables.ts';
import { checkoutOf, newBuyer, placeOrder, type Buyer } from './test-support.ts';
import { setupReferralShop } from './referral-test-shop.ts';

// The introducer's reward (decision 082): a 10,000-toman code for a friend's order paid with real
// money above the minimum and delivered, within the caps.

const {
  app,
  db,
  clock,
  move,
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
} = await setupReferralShop();

describe("the introducer's reward (decision 082)", () => {
  const rewarded = (introducerId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'referral.rewarded'), eq(auditLog.subjectId, String(introducerId))));
  const referrerRows = async (friendId: number) =>
    (await rewardsOf(friendId)).filter((row) => row.kind === 'referrer');

  /** A friend's order of `price` rials paid online at the bank: processing and paid. */
  async function paidOnline(friend: Buyer, price = 1_500_000) {
    await basketOf(friend, price);
    const order = await place(friend, 6);
    expect(await payAtBank(order.url!)).toBe('paid');
    return order;
  }

  it("comes when the friend's order paid online above the minimum is delivered, with the friend's names", async () => {
    const { introducer, friend } = await pair();
    const order = await paidOnline(friend);
    // Paid is not enough, nor sent: the goods must have reached the friend.
    expect(await introduceCodesOf(introducer)).toEqual({ count: 0, list: [] });
    expect((await move(order.order_id, 50)).status).toBe(200);
    expect(await introduceCodesOf(introducer)).toEqual({ count: 0, list: [] });
    expect((await move(order.order_id, 60)).status).toBe(200);

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
    expect(await referrerRows(friend.customerId)).toEqual([
      expect.objectContaining({ customerId: introducer.customerId, orderId: order.order_id }),
    ]);
    expect(await rewarded(introducer.customerId)).toHaveLength(1);
    // Nobody else sees it: not the friend, not a stranger.
    expect(await introduceCodesOf(friend)).toEqual({ count: 0, list: [] });
    expect(await introduceCodesOf(await newBuyer(app))).toEqual({ count: 0, list: [] });
    const [{ code }] = earned.list as [{ code: string }];
    await basketOf(friend);
    expectError(await friend.as('POST', '/checkout/coupon', { code }), 404, 'COUPON_EXPIRED');
  });

  it('never comes for the attack: a fake friend pays with the welcome code, the company discount and a free courier', async () => {
    const { introducer, friend } = await pair();
    const [{ code }] = (await couponsOf(friend)).list as unknown as [{ code: string }];
    expect((await friend.as('POST', '/profile/company', { code: 'DEMO-ORG' })).status).toBe(200);
    await basketOf(friend, 90_000);
    const couponId = await couponIdOf(friend, code);
    const { data } = await checkoutOf(friend);
    const centre = data.company[0];
    const slot = centre.time_windows
      .flatMap((day: { times: { id: number; active: boolean }[] }) => day.times)
      .find((time: { active: boolean }) => time.active);
    const placed = await placeOrder(app, friend, {
      company_id: centre.id,
      company_time_id: slot.id,
      posting_method: 1,
      payment_port: 6,
      periodic_type: 1,
      use_wallet: 0,
      coupon_id: couponId,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await db.transaction((tx) => releaseSlot(tx, slot.id));
    // Nothing to pay: the order starts paid, with no money from anyone.
    expect(placed.body.data).toMatchObject({ payable: 0, url: null });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.body.data.order_id));
    expect(row).toMatchObject({ paymentStatus: 20, shippingCost: 0, couponDiscount: 85_500 });
    for (const status of [50, 60]) expect((await move(row!.id, status)).status).toBe(200);
    expect(await introduceCodesOf(introducer)).toEqual({ count: 0, list: [] });
    expect(await referrerRows(friend.customerId)).toEqual([]);
    expect(await ownedCodes(introducer.customerId)).toEqual([]);
  });

  it('never comes for wallet credit, below the minimum, before delivery, for an unpaid invoice or a cancelled order', async () => {
    const { introducer, friend } = await pair();
    // The wallet paid it all (2,000,000 rials of goods): credit is not money received.
    await db
      .insert(walletEntries)
      .values({ customerId: friend.customerId, amount: 50_000_000, reason: 'shop' });
    await basketOf(friend, 2_000_000);
    const fromWallet = await place(friend, 6, { use_wallet: 1 });
    expect(fromWallet).toMatchObject({ payable: 0, url: null });
    await db.delete(walletEntries).where(eq(walletEntries.customerId, friend.customerId));
    // Paid online, under the minimum with the courier.
    const small = await paidOnline(friend, 500_000);
    expect(small.payable).toBeLessThan(introducerRewardRules.minimumPaidRials);
    // On the invoice, delivered but not paid.
    await basketOf(friend, 2_000_000);
    const invoice = await place(friend, 5);
    for (const order of [fromWallet, small, invoice]) {
      for (const status of [50, 60]) expect((await move(order.order_id, status)).status).toBe(200);
    }
    // Paid online but not delivered; cancelled unpaid.
    await paidOnline(friend);
    await basketOf(friend, 2_000_000);
    const online = await place(friend, 6);
    expect((await friend.as('POST', `/orders/${online.order_id}/cancel`)).status).toBe(200);
    expect(await introduceCodesOf(introducer)).toEqual({ count: 0, list: [] });
    expect(await rewarded(introducer.customerId)).toEqual([]);
  });

  it('comes when the shop records the payment of an invoice already delivered', async () => {
    const { introducer, friend } = await pair();
    await basketOf(friend, 2_000_000);
    const invoice = await place(friend, 5);
    for (const status of [50, 60]) expect((await move(invoice.order_id, status)).status).toBe(200);
    expect(await introduceCodesOf(introducer)).toEqual({ count: 0, list: [] });
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, invoice.order_id)).for('update');
      await moveOrderIn(tx, row!, 60, { type: 'system' }, clock.now, { paid: true });
    });
    expect((await introduceCodesOf(introducer)).count).toBe(1);
  });

  it('comes once per friend: a second delivered order earns nothing more', async () => {
    const { introducer, friend } = await pair();
    for (let order = 0; order < 2; order += 1) {
      const paid = await paidOnline(friend);
      for (const status of [50, 60]) expect((await move(paid.order_id, status)).status).toBe(200);
    }
    expect((await introduceCodesOf(introducer)).count).toBe(1);
    expect(await rewarded(introducer.customerId)).toHaveLength(1);
  });

  it('comes once when two of the friend’s orders are delivered at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { introducer, friend } = await pair();
      const ids: number[] = [];
      for (let order = 0; order < 2; order += 1) {
        const paid = await paidOnline(friend);
        expect((await move(paid.order_id, 50)).status).toBe(200);
        ids.push(paid.order_id);
      }
      const moves = await Promise.all(ids.map((id) => move(id, 60)));
      expect(moves.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await referrerRows(friend.customerId)).toHaveLength(1);
      expect(await ownedCodes(introducer.customerId)).toHaveLength(1);
      expect(await rewarded(introducer.customerId)).toHaveLength(1);
    }
  });

  it(`stops at ${introducerRewardRules.perMonth} in 30 days, even for friends delivered at the same moment`, async () => {
    const introducer = await newBuyer(app);
    const code = await introduceCodeOf(introducer);
    const friends: Buyer[] = [];
    for (let i = 0; i < introducerRewardRules.perMonth + 2; i += 1) friends.push(await friendOf(app, code));
    const ids: number[] = [];
    for (const friend of friends) {
      const paid = await paidOnline(friend);
      expect((await move(paid.order_id, 50)).status).toBe(200);
      ids.push(paid.order_id);
    }
    const late = ids.pop()!;
    const moves = await Promise.all(ids.map((id) => move(id, 60)));
    expect(moves.every((answer) => answer.status === 200)).toBe(true);
    expect((await introduceCodesOf(introducer)).count).toBe(introducerRewardRules.perMonth);
    expect(await ownedCodes(introducer.customerId)).toHaveLength(introducerRewardRules.perMonth);
    const capped = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'referral.capped'), eq(auditLog.subjectId, String(introducer.customerId))),
      );
    expect(capped).toHaveLength(1);
    // A month later the next delivered friend earns again.
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + (introducerRewardRules.monthDays + 1) * 86_400_000);
    try {
      expect((await move(late, 60)).status).toBe(200);
    } finally {
      clock.now = saved;
    }
    expect((await introduceCodesOf(introducer)).count).toBe(introducerRewardRules.perMonth + 1);
  });

  it(`stops at ${introducerRewardRules.inTotal} ever`, async () => {
    const introducer = await newBuyer(app);
    const code = await introduceCodeOf(introducer);
    const given: boolean[] = [];
    // One every 11 days: never more than three in any 30 days, so only the total cap can refuse.
    for (let i = 0; i <= introducerRewardRules.inTotal; i += 1) {
      const friend = await friendOf(app, code);
      const at = new Date(testNow.getTime() + i * 11 * 86_400_000);
      given.push(
        await db.transaction((tx) =>
          giveIntroducerCodeIn(
            tx,
            { friendId: friend.customerId, introducerId: introducer.customerId, orderId: 1_000 + i },
            at,
          ),
        ),
      );
    }
    expect(given.filter(Boolean)).toHaveLength(introducerRewardRules.inTotal);
    expect(given.at(-1)).toBe(false);
  });

  it('lists ten a page, newest first, with the count of all', async () => {
    const introducer = await newBuyer(app);
    const code = await introduceCodeOf(introducer);
    const friends: Buyer[] = [];
    for (let i = 0; i < 11; i += 1) friends.push(await friendOf(app, code));
    // Each friend's order delivered 11 days after the last, under the monthly cap (what delivering
    // does is the tests' above).
    for (const [index, friend] of friends.entries()) {
      const deliveredAt = new Date(testNow.getTime() + index * 11 * 86_400_000);
      await db.transaction((tx) =>
        giveIntroducerCodeIn(
          tx,
          { friendId: friend.customerId, introducerId: introducer.customerId, orderId: 1_000 + index },
          deliveredAt,
        ),
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
