import type { Faq, FaqCategory } from '@shop/domain/content/pages';

/** The questions a tile shows: every one for «همه» (null), else the category's own, in order. */
export function questionsOf(faqs: readonly Faq[], categoryId: number | null): Faq[] {
  return categoryId === null ? [...faqs] : faqs.filter((faq) => faq.category.id === categoryId);
}

/** A `?category=` from the address that names one of the tiles, else null (all). */
export function chosenCategory(categories: readonly FaqCategory[], raw: string | null): number | null {
  const id = Number(raw);
  return categories.some((category) => category.id === id) ? id : null;
}
