import { formatTehranDate } from '../tehran-time.ts';
import { couponRefusal, type CouponCustomer, type CouponFacts } from './coupon-rules.ts';

// A customer's own codes as the profile lists them (checkout-and-account.md §2 "Discount codes",
// §3 "Discount code (listing)"; decision 057).

/**
 * Whether the customer can use the code now, by the rules of the checkout (decision 50) except the
 * minimum, which depends on a basket the list does not know: a code below its minimum is still
 * active. The copy button shows only for an active code.
 */
export function isCouponActive(coupon: CouponFacts, customer: CouponCustomer, now: Date): boolean {
  return couponRefusal(coupon, customer, coupon.flooring, now) === null;
}

/**
 * "۲۷ آبان ۱۴۰۵": the last day a code can be used. Its expiry is exclusive, so a code ending at
 * Tehran's midnight is good through the day before, which is the day named.
 */
export function formatLastDayOfUse(expiresAt: Date): string {
  return formatTehranDate(new Date(expiresAt.getTime() - 1));
}
