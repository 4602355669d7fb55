import { z } from 'zod';
import { PageSchema } from '../common-schemas.ts';

// The customer's own codes and the codes earned by introducing friends (checkout-and-account.md §2
// "Discount codes" and "Referral", §3 "Discount code (listing)" and "Referral-earned code", §7 "GET
// coupons by page. GET introduce codes by page."; decision 057). Amounts are rials, 10 a page.

export const OwnCodesQuerySchema = z.object({ page: PageSchema }).strict();

export const OwnCouponSchema = z.object({
  code: z.string(),
  /** Percent (type 1) or rials off (type 2). */
  value: z.number().int(),
  /** 1 percent, 2 rials. */
  type: z.union([z.literal(1), z.literal(2)]),
  /** When it stops working (exclusive), ISO; null: never. */
  expired_at: z.string().nullable(),
  /** The smallest goods total (rials) it applies to; 0: any. */
  flooring: z.number().int(),
  /** Usable now by this customer (every rule but the minimum, which the basket decides). */
  active: z.boolean(),
});
export type OwnCoupon = z.infer<typeof OwnCouponSchema>;

export const OwnCouponsPageSchema = z.object({
  /** All the customer's own codes. */
  count: z.number().int(),
  /** This page's, newest first. */
  list: z.array(OwnCouponSchema),
});
export type OwnCouponsPage = z.infer<typeof OwnCouponsPageSchema>;

export const IntroduceCodeSchema = z.object({
  code: z.string(),
  /** The friend whose first paid order earned it. */
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** When it stops working (exclusive), ISO. */
  expired_at: z.string().nullable(),
  /** The last day it can be used, Solar Hijri in Persian ("۱ دی ۱۴۰۵"); null: never expires. */
  expired_at_fa: z.string().nullable(),
});
export type IntroduceCode = z.infer<typeof IntroduceCodeSchema>;

export const IntroduceCodesPageSchema = z.object({
  count: z.number().int(),
  list: z.array(IntroduceCodeSchema),
});
export type IntroduceCodesPage = z.infer<typeof IntroduceCodesPageSchema>;
