import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runSweep } from '../../platform/sweep-runner.ts';
import { auditLog } from '../../platform/tables.ts';
import { orders } from '../orders/public/tables.ts';
import { expectError } from '../identity/test-support.ts';
import { giveFriendCodeIn, giveFriendCodes } from './service/referral-rewards.ts';
import { coupons } from './tables.ts';
import { checkoutOf, newBuyer, openSlot, orderBody, placeOrder } from './test-support.ts';
import { setupReferralShop } from './referral-test-shop.ts';

// The friend's welcome code (checkout-and-account.md §1; decision 057): a friend's first purchase gets
// 10,000 tomans off. The introducer's reward is in referral-reward.test.ts.

const {
  app,
  db,
  clock,
  friendCodeExpiry,
  pair,
  couponsOf,
  rewardsOf,
  ownedCodes,
  basketOf,
  couponIdOf,
  place,
} = await setupReferralShop();

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
