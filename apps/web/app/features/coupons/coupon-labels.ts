import type { OwnCoupon } from '@shop/domain/checkout/coupon-schemas';
import { formatLastDayOfUse } from '@shop/domain/checkout/coupon-listing';
import { formatPercent, formatToman } from '@shop/domain/money';
import { faRewards } from '../../shared/i18n/fa-rewards.ts';
import { format } from '../../shared/i18n/fa.ts';

// A code's facts as the list reads them (checkout-and-account.md §2 "Discount codes": the amount,
// percent for type 1 and money for type 2, the validity date, the minimum when above 0).

const t = faRewards.coupons;

/** «۱۰٪» (the one percent of decision 67) or «۱۰٬۰۰۰ تومان» (the API's rials, shown in tomans). */
export function couponValueLabel(coupon: Pick<OwnCoupon, 'type' | 'value'>): string {
  return coupon.type === 1 ? formatPercent(coupon.value) : formatToman(coupon.value);
}

/** «معتبر تا ۱ دی ۱۴۰۵»: the last day it can be used, in Tehran. */
export function couponValidityLabel(expiredAt: string | null): string {
  return expiredAt ? format(t.validUntil, { date: formatLastDayOfUse(new Date(expiredAt)) }) : t.noExpiry;
}

/** «حداقل خرید ۵۰۰٬۰۰۰ تومان», or nothing for a code without a minimum. */
export function couponMinimumLabel(flooring: number): string | null {
  return flooring > 0 ? format(t.minimum, { amount: formatToman(flooring) }) : null;
}
