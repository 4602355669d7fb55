import { and, asc, eq } from 'drizzle-orm';
import { DomainError } from '@shop/domain/errors';
import { formatRetryWait } from '@shop/domain/identity/retry-wait';
import { toStoredMobile } from '@shop/domain/mobile';
import type { ContactRequestSchema, ContentPage, Faq, FaqCategory } from '@shop/domain/content/pages';
import type { z } from 'zod';
import type { Counters } from '../../adapters/cache/port.ts';
import type { Db } from '../../db/client.ts';
import { sanitizeRichText } from '../../rich-text/sanitize-rich-text.ts';
import { contactMessages, faqCategories, faqs, sitePages } from './tables.ts';

// The shop's own pages, the FAQ and the contact form (issue 21; decision 061). Pages and answers
// are HTML staff write: sanitised when served, whatever was stored.

/** Messages one address may send from the contact page in an hour: a person's few, never a flood. */
export const contactLimit = { max: 5, windowSeconds: 3600 } as const;

export type SitePages = ReturnType<typeof createSitePages>;
export type ContactSender = { network: string; userAgent: string | null };

export function createSitePages(deps: { db: Db; counters: Counters; now: () => Date }) {
  const { db, counters, now } = deps;
  return {
    /** `GET pages/{slug}`: an active page, or PAGE_NOT_FOUND (an unknown slug and a hidden page alike). */
    async page(slug: string): Promise<ContentPage> {
      const [row] = await db
        .select()
        .from(sitePages)
        .where(and(eq(sitePages.slug, slug), eq(sitePages.isActive, true)))
        .limit(1);
      if (!row) throw new DomainError('PAGE_NOT_FOUND');
      return {
        slug: row.slug,
        title: row.title,
        description: row.description,
        body: sanitizeRichText(row.body),
        updated_at: row.updatedAt.toISOString(),
      };
    },

    /** `GET faq-categories`: the active ones that hold an active question, in their order. */
    async faqCategories(): Promise<FaqCategory[]> {
      return db
        .selectDistinct({ id: faqCategories.id, name: faqCategories.name, position: faqCategories.position })
        .from(faqCategories)
        .innerJoin(faqs, and(eq(faqs.categoryId, faqCategories.id), eq(faqs.isActive, true)))
        .where(eq(faqCategories.isActive, true))
        .orderBy(asc(faqCategories.position), asc(faqCategories.id))
        .then((rows) => rows.map(({ id, name }) => ({ id, name })));
    },

    /** `GET faqs?category=`: the active questions of active categories, category by category. */
    async faqs(categoryId: number | undefined): Promise<Faq[]> {
      const rows = await db
        .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, categoryId: faqs.categoryId })
        .from(faqs)
        .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
        .where(
          and(
            eq(faqs.isActive, true),
            eq(faqCategories.isActive, true),
            categoryId === undefined ? undefined : eq(faqs.categoryId, categoryId),
          ),
        )
        .orderBy(asc(faqCategories.position), asc(faqCategories.id), asc(faqs.position), asc(faqs.id));
      return rows.map((row) => ({
        id: row.id,
        question: row.question,
        answer: sanitizeRichText(row.answer),
        category: { id: row.categoryId },
      }));
    },

    /**
     * `POST contact`: the message is kept for staff. The address's allowance is counted first, so a
     * flood is refused before it costs a write; the text is stored as typed (staff read it as text).
     */
    async contact(input: z.output<typeof ContactRequestSchema>, sender: ContactSender): Promise<void> {
      const counter = await counters.increment(
        `limit:contactPerIp:${sender.network}`,
        contactLimit.windowSeconds,
      );
      if (counter.count > contactLimit.max) {
        throw new DomainError('RATE_LIMITED', {
          params: { wait: formatRetryWait(counter.resetInSeconds) },
          extra: { retry_after: counter.resetInSeconds },
        });
      }
      await db.insert(contactMessages).values({
        subject: input.subject,
        type: input.type ?? 4,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        mobile: toStoredMobile(input.mobile_number),
        description: input.description,
        network: sender.network,
        userAgent: sender.userAgent,
        createdAt: now(),
      });
    },
  };
}
