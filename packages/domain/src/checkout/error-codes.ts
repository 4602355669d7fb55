/** The checkout's codes: discount codes that cannot be used (the spec answers an expired one with 404), and
 *  the submit's answers of the spec's table (404 address or method, 402 a port, 406 items, 400 the rest). */
export const checkoutErrorCodes = {
  COUPON_EXPIRED: 404,
  COUPON_USED_UP: 422,
  COUPON_ALREADY_USED: 422,
  COUPON_FIRST_PURCHASE_ONLY: 422,
  COUPON_BELOW_MINIMUM: 422,
  CHECKOUT_ADDRESS_OR_METHOD_MISSING: 404,
  PAYMENT_PORT_UNAVAILABLE: 402,
  PAYMENT_PORT_NOT_FOUND: 404,
  REPAY_NOT_ALLOWED: 400,
  PAYMENT_GATEWAY_UNAVAILABLE: 400,
  CHECKOUT_ITEMS_UNAVAILABLE: 406,
  CHECKOUT_BASKET_EMPTY: 400,
  PENDING_PAYMENTS_LIMIT: 400,
  SLOT_UNAVAILABLE: 400,
  POSTING_METHOD_DISABLED: 400,
  // Too many orders placed, or cancelled, by one customer in an hour: each sends a text (decision 083).
  ORDER_PLACE_RATE_LIMITED: 429,
  ORDER_CANCEL_RATE_LIMITED: 429,
  // Periodic orders (decision 055): a plan that is not the caller's or has stopped, lines not its own.
  PERIODIC_PLAN_NOT_FOUND: 404,
  PERIODIC_LINES_INVALID: 422,
} as const;
