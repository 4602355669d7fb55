/**
 * The waitlist and wholesale requests (issue 21): the spec shows a 422's messages as warnings
 * (storefront.md §5), so a request about an unknown item or one that cannot be asked for is a 422.
 */
export const engagementErrorCodes = {
  OBSERVE_ITEM_NOT_FOUND: 422,
  OBSERVE_ITEM_AVAILABLE: 422,
  WHOLESALE_PRODUCT_NOT_FOUND: 422,
  WHOLESALE_NOT_OFFERED: 422,
} as const;
