import { z } from 'zod';
import { digitsToNumber, PositiveIdSchema } from '../common-schemas.ts';
import { FirstNameSchema, LastNameSchema, MobileSchema, OptionalEmailSchema } from '../identity/schemas.ts';
import { validationMessages as m } from '../validation-messages.ts';

// The shop's own pages (checkout-and-account.md §2 "Content pages", §3, §7 "Content and catalogue
// support"; storefront.md §7, §8; issue 21; decision 061): pages by slug (about us, terms, privacy),
// the FAQ and its categories, and the contact form's message.

/** A page's address: lower-case Latin words joined by hyphens, as the footer links them. */
export const PageSlugParamsSchema = z.object({ slug: z.string().max(100) }).strict();

export const ContentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** The page's meta description. */
  description: z.string(),
  /** Sanitised HTML (the one allow-list of the API). */
  body: z.string(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const FaqCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  category: z.object({ id: z.number().int() }),
});
export type Faq = z.infer<typeof FaqSchema>;

/** `GET faqs?category=`: every question, or one category's. */
export const FaqsQuerySchema = z.object({ category: PositiveIdSchema.optional() }).strict();

/** The contact form's subjects (storefront.md §8): order tracking, sales, finance, management, other. */
export const contactSubjects = [10, 20, 30, 40, 50] as const;
export type ContactSubject = (typeof contactSubjects)[number];
/** «سایر»: where a message sent without a subject is filed. */
export const contactSubjectOther = 50 satisfies ContactSubject;
/** The spec's fixed `type` of a message sent from the contact page. */
export const contactPageType = 4;
/** How long a message may be, in characters. */
export const contactDescriptionLength = { min: 10, max: 2000 } as const;

export const ContactRequestSchema = z
  .object({
    _method: z.literal('POST').or(z.literal('post')).optional(),
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    email: OptionalEmailSchema,
    mobile_number: MobileSchema,
    /**
     * Offered, not demanded: the spec's body (first_name, last_name, email, type, mobile_number,
     * description) has no subject. A message without one is filed under «سایر» (decision 084).
     */
    subject: z
      .preprocess(
        (value) => (value === '' || value === null ? undefined : digitsToNumber(value)),
        z.literal(contactSubjects, { error: m.contactSubjectInvalid }).optional(),
      )
      .optional()
      .transform((subject) => subject ?? contactSubjectOther),
    /** The page's own kind of message; only 4 is sent today. */
    type: z.preprocess(digitsToNumber, z.literal(contactPageType)).optional(),
    description: z
      .string({ error: m.contactTextRequired })
      .transform((text) => text.trim())
      .pipe(
        z
          .string()
          .min(1, { error: m.contactTextRequired })
          .min(contactDescriptionLength.min, { error: m.contactTextShort })
          .max(contactDescriptionLength.max, { error: m.textTooLong }),
      ),
  })
  .strict();
export type ContactRequest = z.input<typeof ContactRequestSchema>;
