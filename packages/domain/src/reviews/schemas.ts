import { z } from 'zod';
import { RatingSummarySchema } from '../catalogue/schemas.ts';
import { digitsToNumber, PageSchema, PositiveIdSchema } from '../common-schemas.ts';
import { reviewMessages as m } from './messages.ts';

// Customers' comments on products and bundles (storefront.md §2, §4 "Comment", §5 rules; issue 21;
// decision 062): posted by a signed-in customer, listed once staff approve them, each with an optional
// 1–5 star rating (decision 084) whose count and average the product cards show.

/** What a comment is about: the spec's `record_name`. */
export const commentRecordNames = ['product', 'bundle'] as const;
export const CommentRecordNameSchema = z.enum(commentRecordNames, { error: m.recordInvalid });
export type CommentRecordName = z.infer<typeof CommentRecordNameSchema>;

/** How long a comment and a name may be, in characters. */
export const commentBodyLength = { min: 3, max: 1000 } as const;
export const commentNameMaxLength = 60;
/** Comments a page of `GET comments` holds. */
export const commentsPerPage = 10;

/** A tag or an HTML comment: comments are plain text, shown as typed (decision 062). */
const htmlTag = /<\s*[a-z!/?]/i;

export const CommentsQuerySchema = z
  .object({
    record_name: CommentRecordNameSchema,
    record_id: PositiveIdSchema,
    page: PageSchema,
  })
  .strict();
export type CommentsQuery = z.infer<typeof CommentsQuerySchema>;

export const CommentRequestSchema = z
  .object({
    _method: z.literal('POST').or(z.literal('post')).optional(),
    record_name: CommentRecordNameSchema,
    record_id: z.preprocess(
      digitsToNumber,
      z.number({ error: m.recordInvalid }).int().positive().max(2_147_483_647),
    ),
    name: z
      .string({ error: m.nameTooLong })
      .nullish()
      .transform((name) => (name?.trim() ? name.trim() : null))
      .pipe(
        z
          .string()
          .max(commentNameMaxLength, { error: m.nameTooLong })
          .refine((name) => !htmlTag.test(name), { error: m.htmlNotAllowed })
          .nullable(),
      ),
    body: z
      .string({ error: m.bodyRequired })
      .transform((text) => text.trim())
      .pipe(
        z
          .string()
          .min(1, { error: m.bodyRequired, abort: true })
          .min(commentBodyLength.min, { error: m.bodyShort })
          .max(commentBodyLength.max, { error: m.bodyLong })
          .refine((text) => !htmlTag.test(text), { error: m.htmlNotAllowed }),
      ),
    /**
     * Offered, not demanded: the spec's body is `{record_id, record_name, name, body}` (issue 46).
     * A comment without one is a comment, never a 0 in the average (decision 084).
     */
    rating: z
      .preprocess(
        (value) => (value === null || value === '' ? null : digitsToNumber(value)),
        z
          .number({ error: m.ratingInvalid })
          .int({ error: m.ratingInvalid })
          .min(1, { error: m.ratingInvalid })
          .max(5, { error: m.ratingInvalid })
          .nullable(),
      )
      .optional()
      .transform((rating) => rating ?? null),
  })
  .strict();
export type CommentRequest = z.input<typeof CommentRequestSchema>;

export const CommentSchema = z.object({
  id: z.number().int(),
  /** The name the customer gave, or the shop's «کاربر سبدینو» when none. */
  name: z.string(),
  body: z.string(),
  /** 1–5, or null when the customer gave no rating. */
  rating: z.number().int().nullable(),
  /** When it was written, ISO (shown as a Jalali date). */
  created_at: z.string(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentsExtraSchema = z.object({
  count: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Null until a comment is approved. */
  rating: RatingSummarySchema.nullable(),
});
export type CommentsExtra = z.infer<typeof CommentsExtraSchema>;

export const CommentPostedSchema = z.object({ id: z.number().int(), status: z.literal('pending') });

/** The test door's moderation (DEV_REVIEWS_ROUTE) until the back office exists. */
export const ModerateCommentRequestSchema = z.object({ status: z.enum(['approved', 'rejected']) }).strict();
