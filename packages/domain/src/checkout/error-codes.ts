/** The checkout's codes: discount codes that cannot be used (the spec answers an expired one with 404). */
export const checkoutErrorCodes = {
  COUPON_EXPIRED: 404,
  COUPON_USED_UP: 422,
  COUPON_ALREADY_USED: 422,
  COUPON_FIRST_PURCHASE_ONLY: 422,
  COUPON_BELOW_MINIMUM: 422,
} as const;
