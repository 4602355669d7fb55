import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { Suggestions } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

export type SuggestionsResult = Suggestions & {
  /** The words searched instead of the term (typed on an English layout, or misspelt). */
  correctedQuery: string | null;
};

/** `GET search/suggest?q&page=1`: up to 3 brands, 3 categories and 11 products. */
export async function getSuggestions(
  api: ApiClient,
  q: string,
  signal?: AbortSignal,
): Promise<SuggestionsResult> {
  const envelope = await api.call(catalogue.suggest, {
    query: { q, page: 1 },
    ...(signal ? { signal } : {}),
  });
  return { ...envelope.data, correctedQuery: envelope.extra_data.corrected_query };
}
