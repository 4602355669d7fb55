import { couponRefusal } from '@shop/domain/checkout/coupon-rules';
import { couponDiscountOf } from '@shop/domain/checkout/payable';
import { DomainError } from '@shop/domain/errors';
import { companyOfCustomer } from '../../account/public/companies.ts';
import type { SessionCustomer } from '../../identity/index.ts';
import { countPlacedOrders } from '../../orders/public/orders.ts';
import { couponFacts, findCoupon, usesByCustomer } from '../queries/coupons.ts';
import { readBasket } from './checkout-facts.ts';
import { goodsForCoupon } from './checkout-view.ts';
import type { CheckoutContext } from './context.ts';
import type { Db } from '../../../db/client.ts';
import type { CouponRow } from '../queries/coupons.ts';

/**
 * Whether the code can be used by this customer on these goods (decision 50), as a DomainError with
 * the refusal's code; the coupon's row when it can. Read again in the order's transaction.
 */
export async function checkCoupon(
  db: Db,
  by: { code: string } | { id: number },
  customerId: number,
  goods: number,
  now: Date,
): Promise<CouponRow> {
  const row = await findCoupon(db, by, customerId);
  const [usedByCustomer, ordersPlaced] = row
    ? await Promise.all([usesByCustomer(db, row.id, customerId), countPlacedOrders(db, customerId)])
    : [0, 0];
  const refusal = couponRefusal(row && couponFacts(row), { usedByCustomer, ordersPlaced }, goods, now);
  if (refusal) throw new DomainError(refusal.code, 'params' in refusal ? { params: refusal.params } : {});
  return row!;
}

/** `POST checkout/coupon`: what the code takes off the basket now; nothing is spent until the order. */
export async function applyCoupon(
  ctx: CheckoutContext,
  caller: SessionCustomer,
  input: { code: string; company_id?: number | null | undefined },
) {
  const now = ctx.now();
  const customerId = caller.customer.id;
  const [basket, company] = await Promise.all([
    readBasket(ctx.db, customerId, now),
    input.company_id ? companyOfCustomer(ctx.db, customerId) : null,
  ]);
  const centre = company?.centres.find((c) => c.id === input.company_id);
  const goods = goodsForCoupon(basket.info.total_price, centre?.discountPercent ?? 0);
  const row = await checkCoupon(ctx.db, { code: input.code }, customerId, goods, now);
  const terms = { type: row.type as 1 | 2, value: row.value, flooring: row.flooring };
  return {
    coupon_id: row.id,
    coupon_decreased: couponDiscountOf(terms, goods),
    code: row.code,
    type: terms.type,
    value: row.value,
  };
}
