import { formatToman } from '../money.ts';
import type { CouponTerms } from './payable.ts';

// Whether a discount code can be used on this order (checkout-and-account.md §3 "Discount code", §8;
// decision 50). What it takes off is the payable rule's (couponDiscountOf); this says whether it may.

export type CouponFacts = CouponTerms & {
  active: boolean;
  /** Null for a code that never expires. */
  expiresAt: Date | null;
  /** Uses allowed in all; null for no limit. */
  usageLimit: number | null;
  /** Uses so far, by every customer (orders placed with it and not cancelled). */
  used: number;
  /** Uses allowed to one customer; null for no limit. */
  perCustomerLimit: number | null;
  /** A referral code: only a customer's first order may use it. */
  firstPurchaseOnly: boolean;
};

export type CouponCustomer = {
  /** This customer's uses of the code so far. */
  usedByCustomer: number;
  /** This customer's orders that were not cancelled. */
  ordersPlaced: number;
};

export type CouponRefusal =
  | { code: 'COUPON_EXPIRED' }
  | { code: 'COUPON_USED_UP' }
  | { code: 'COUPON_ALREADY_USED' }
  | { code: 'COUPON_FIRST_PURCHASE_ONLY' }
  | { code: 'COUPON_BELOW_MINIMUM'; params: { min: string } };

/**
 * Why the code cannot be used now, or null when it can. An unknown, switched-off or expired code all
 * read «این کد منقضی شده است», as the spec has it (404): a customer learns nothing of codes that
 * exist. `goods` is what the coupon would apply to (after a company discount).
 */
export function couponRefusal(
  coupon: CouponFacts | null,
  customer: CouponCustomer,
  goods: number,
  now: Date,
): CouponRefusal | null {
  if (!coupon || !coupon.active || (coupon.expiresAt !== null && coupon.expiresAt <= now)) {
    return { code: 'COUPON_EXPIRED' };
  }
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) return { code: 'COUPON_USED_UP' };
  if (coupon.perCustomerLimit !== null && customer.usedByCustomer >= coupon.perCustomerLimit) {
    return { code: 'COUPON_ALREADY_USED' };
  }
  if (coupon.firstPurchaseOnly && customer.ordersPlaced > 0) return { code: 'COUPON_FIRST_PURCHASE_ONLY' };
  if (goods < coupon.flooring)
    return { code: 'COUPON_BELOW_MINIMUM', params: { min: formatToman(coupon.flooring) } };
  return null;
}
