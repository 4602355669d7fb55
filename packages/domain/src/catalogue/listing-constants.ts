// The listing and search constants of the spec, apart from the zod schemas that check requests, so
// the browser can use them without loading zod.

/** The spec's listing page size: more loads only while the count is above what is shown. */
export const listingPageSize = 16;

/** The spec's sort values. */
export const sortOptions = {
  cheapest: 1,
  mostExpensive: 2,
  bestSelling: 3,
  newest: 4,
  biggestDiscount: 5,
} as const;
export type SortValue = (typeof sortOptions)[keyof typeof sortOptions];
export const sortValues = Object.values(sortOptions) as SortValue[];

/** The spec's suggestion limits: 3 brands, 3 categories, 11 products; terms shorter than 2 find nothing. */
export const suggestLimits = { minLength: 2, brands: 3, categories: 3, products: 11 } as const;
