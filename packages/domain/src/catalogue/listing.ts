import { z } from 'zod';
import { maxIntegerId, PageSchema, PositiveIdSchema } from '../common-schemas.ts';
import { toLatinDigits } from '../persian-digits.ts';
import { validationMessages } from '../validation-messages.ts';
import { sortValues, type SortValue } from './listing-constants.ts';
import { CorrectionReasonSchema } from './search-query.ts';

function digits(value: unknown): unknown {
  return typeof value === 'string' ? toLatinDigits(value.trim()) : value;
}

/** `brand=1,2,3` (Persian digits and the Persian comma accepted) → [1, 2, 3]; empty → undefined. */
const IdListSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const text = String(digits(Array.isArray(value) ? value.join(',') : value));
    return text
      .split(/[,،]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => (/^\d{1,10}$/.test(part) ? Number(part) : part));
  },
  z.array(z.number().int().positive().max(maxIntegerId)).max(50).optional(),
);

const FlagSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : String(digits(value))),
  z
    .enum(['0', '1', 'true', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
);

const RialsQuerySchema = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const text = String(digits(value)).replace(/[,٬]/g, '');
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}, z.number().int().nonnegative().optional());

const SortSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : Number(digits(value))),
  z
    .union(
      sortValues.map((value) => z.literal(value)) as [z.ZodLiteral<SortValue>, ...z.ZodLiteral<SortValue>[]],
    )
    .optional(),
);

/**
 * What narrows a product list: the spec's filter state, plus `available` (issue 21). Prices (`min`,
 * `max`) are rials.
 * Used by the search listing, by category and brand listings, and by the filters endpoint.
 */
export const CatalogueFilterShape = {
  q: z.string().trim().max(100).optional(),
  brand: IdListSchema,
  category: PositiveIdSchema.optional(),
  special_sale: FlagSchema,
  /** «فقط کالاهای موجود»: only products a card would call available (in stock). */
  available: FlagSchema,
  shelf: PositiveIdSchema.optional(),
  special_shelf: PositiveIdSchema.optional(),
  min: RialsQuerySchema,
  max: RialsQuerySchema,
};

/** A price range whose minimum is above its maximum is refused on `min`. */
export function minNotAboveMax(
  value: { min?: number | undefined; max?: number | undefined },
  context: z.RefinementCtx,
) {
  if (value.min !== undefined && value.max !== undefined && value.min > value.max) {
    context.addIssue({ code: 'custom', path: ['min'], message: validationMessages.minAboveMax });
  }
}

export const CatalogueFilterSchema = z.object(CatalogueFilterShape).strict().superRefine(minNotAboveMax);
export type CatalogueFilter = z.infer<typeof CatalogueFilterSchema>;

/** `GET /search` (and category and brand product lists): filters, sort and page. */
export const ProductListQuerySchema = z
  .object({ ...CatalogueFilterShape, page: PageSchema, sortby: SortSchema })
  .strict()
  .superRefine(minNotAboveMax);
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListExtraSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /**
   * The words searched instead of the query, when the query as typed found nothing: its Persian
   * reading (typed on an English keyboard layout) or its misspelt words corrected, each by the
   * correction matching most products (decision 66); null when the query was searched as typed.
   */
  corrected_query: z.string().nullable(),
  /** Why `corrected_query` was searched; null with it. */
  corrected_because: CorrectionReasonSchema.nullable(),
  /**
   * The name of the shelf the list is narrowed to (`special_shelf`, else `shelf`), for the page's
   * heading; null without one, or when it does not exist (the list is then empty).
   */
  shelf_title: z.string().nullable(),
});
export type ProductListExtra = z.infer<typeof ProductListExtraSchema>;

export const SuggestQuerySchema = z.object({ q: z.string().trim().max(100), page: PageSchema }).strict();
export type SuggestQuery = z.infer<typeof SuggestQuerySchema>;
