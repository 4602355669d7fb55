/** The catalogue's codes: records that do not exist, and stock (which the catalogue owns). */
export const catalogueErrorCodes = {
  PRODUCT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  BRAND_NOT_FOUND: 404,
  BUNDLE_NOT_FOUND: 404,
  // storefront.md §8 answers stock with 406.
  NOT_ENOUGH_STOCK: 406,
  OUT_OF_STOCK: 406,
} as const;
