import { isCouponActive, formatLastDayOfUse } from '@shop/domain/checkout/coupon-listing';
import type { IntroduceCodesPage, OwnCouponsPage } from '@shop/domain/checkout/coupon-schemas';
import type { SessionCustomer } from '../../identity/index.ts';
import { countPlacedOrders } from '../../orders/public/orders.ts';
import { couponFacts } from '../queries/coupons.ts';
import { pageOfIntroduceCodes, pageOfOwnCoupons, usesOfCoupons } from '../queries/own-codes.ts';
import type { CheckoutContext } from './context.ts';
import { ensureFriendCode } from './referral-rewards.ts';

/**
 * `GET coupons?page` (checkout-and-account.md §2 "Discount codes"): the caller's own codes, each
 * `active` when the checkout would take it now but for the basket's minimum (decision 057). A welcome
 * code due to the caller is given first.
 */
export async function listOwnCoupons(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  page: number,
): Promise<OwnCouponsPage> {
  const customerId = caller.customer.id;
  await ensureFriendCode(ctx, customerId);
  const now = ctx.now();
  const { rows, count } = await pageOfOwnCoupons(ctx.db, customerId, page);
  const [uses, ordersPlaced] = await Promise.all([
    usesOfCoupons(
      ctx.db,
      rows.map((row) => row.id),
      customerId,
    ),
    countPlacedOrders(ctx.db, customerId),
  ]);
  return {
    count,
    list: rows.map((row) => ({
      code: row.code,
      value: row.value,
      type: row.type === 1 ? 1 : 2,
      expired_at: row.expiresAt?.toISOString() ?? null,
      flooring: row.flooring,
      active: isCouponActive(couponFacts(row), { usedByCustomer: uses.get(row.id) ?? 0, ordersPlaced }, now),
    })),
  };
}

/**
 * `GET introduce-codes?page` (§2 "Referral"): the codes the caller earned, one per friend whose first
 * order was paid, with the friend's names and the last day of use in Persian.
 */
export async function listIntroduceCodes(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  page: number,
): Promise<IntroduceCodesPage> {
  const { rows, count } = await pageOfIntroduceCodes(ctx.db, caller.customer.id, page);
  return {
    count,
    list: rows.map((row) => ({
      code: row.code,
      first_name: row.firstName,
      last_name: row.lastName,
      expired_at: row.expiresAt?.toISOString() ?? null,
      expired_at_fa: row.expiresAt ? formatLastDayOfUse(row.expiresAt) : null,
    })),
  };
}
