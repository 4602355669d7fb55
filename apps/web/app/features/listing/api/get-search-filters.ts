import type { FiltersData } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { ApiRequest } from '../../../shared/api/transport.ts';

/** `GET /search/filters`: the brands present and the price range (rials) under the given filters. */
export async function getSearchFilters(api: ApiClient, query: ApiRequest['query']): Promise<FiltersData> {
  return (await api.get<FiltersData>('/search/filters', query)).data;
}
