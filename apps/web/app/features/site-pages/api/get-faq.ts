import * as content from '@shop/domain/content/endpoints';
import type { Faq, FaqCategory } from '@shop/domain/content/pages';
import type { ApiClient } from '../../../shared/api/client.ts';

/** The FAQ page's data: the categories (tiles) and every question, filtered in the page. */
export async function getFaq(api: ApiClient): Promise<{ categories: FaqCategory[]; faqs: Faq[] }> {
  const [categories, faqs] = await Promise.all([api.call(content.faqCategories), api.call(content.faqs)]);
  return { categories: categories.data, faqs: faqs.data };
}
