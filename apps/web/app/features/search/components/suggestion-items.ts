import { truncateWords } from '@shop/domain/truncate';
import type { SuggestionsResult } from '../api/get-suggestions.ts';
import { categoryPath, paths } from '../../../shared/paths.ts';
import { formatAmount } from '../../../shared/product/amount.ts';

/** The spec cuts suggestion labels at 50 characters. */
export const suggestionLabelLength = 50;

export type SuggestionItem = {
  key: string;
  kind: 'brand' | 'category' | 'product' | 'search';
  label: string;
  href: string;
  image?: string | null;
  detail?: string;
  product?: SuggestionsResult['products'][number];
};

/** The dropdown's options in keyboard order: brands, categories, products, then "search for …". */
export function suggestionItems(result: SuggestionsResult | null, term: string): SuggestionItem[] {
  const items: SuggestionItem[] = [];
  for (const brand of result?.brands ?? []) {
    items.push({
      key: `b-${brand.id}`,
      kind: 'brand',
      label: brand.name,
      href: paths.brand(brand.id, brand.slug),
      image: brand.logo,
    });
  }
  for (const category of result?.categories ?? []) {
    items.push({
      key: `c-${category.id}`,
      kind: 'category',
      label: category.name,
      href: categoryPath(category),
    });
  }
  for (const product of result?.products ?? []) {
    items.push({
      key: `p-${product.id}`,
      kind: 'product',
      label: truncateWords(product.name, suggestionLabelLength),
      href: paths.product(product.id, product.slug),
      image: product.image,
      // The brand, then the pack size: kept whole however long the name (issue 21). A Persian comma
      // between them: a middle dot beside Persian digits reads as a zero («· ۱» as «۱۰»).
      detail: [product.brand.name, formatAmount(product.volume, product.unit)].filter(Boolean).join('، '),
      product,
    });
  }
  const query = result?.correctedQuery ?? term.trim();
  if (query) items.push({ key: 'search', kind: 'search', label: query, href: paths.search(query) });
  return items;
}
