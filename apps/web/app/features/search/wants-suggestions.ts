import { suggestLimits } from '@shop/domain/catalogue/listing-constants';
import { normalizeSearchText } from '@shop/domain/search-text';

/**
 * Suggestions are asked for only when the normalised term has at least two characters. Apart from the
 * suggestions' own code (hooks/use-suggestions.ts), which the search box fetches on its first focus.
 */
export function wantsSuggestions(term: string): boolean {
  return normalizeSearchText(term).length >= suggestLimits.minLength;
}
