/** The basket (issue 6; storefront.md §8): 409 limits, 404 unknown lines, 406 a bundle not started. */
export const basketErrorCodes = {
  PURCHASE_LIMIT: 409,
  BUNDLE_NOT_STARTED: 406,
  BASKET_FULL: 409,
  CART_LINE_NOT_FOUND: 404,
  REGISTRATION_INCOMPLETE: 403,
} as const;
