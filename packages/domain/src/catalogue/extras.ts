import { z } from 'zod';
import { CorrectionReasonSchema } from './search-query.ts';

// The extra_data of catalogue answers that schemas.ts and listing.ts do not define.

/**
 * `GET /search/suggest`: the words searched instead of the term, when the term was typed on an English
 * layout or misspelt, and why (as the search listing's extra).
 */
export const SuggestExtraSchema = z.object({
  corrected_query: z.string().nullable(),
  corrected_because: CorrectionReasonSchema.nullable(),
});
export type SuggestExtra = z.infer<typeof SuggestExtraSchema>;

/** `GET /bundles`: true when a listed bundle has not started and its price is to be shown blurred. */
export const BundleListExtraSchema = z.object({ blur: z.boolean() });
export type BundleListExtra = z.infer<typeof BundleListExtraSchema>;
