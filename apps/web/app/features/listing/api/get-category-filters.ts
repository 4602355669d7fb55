import type { FiltersData } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { ApiRequest } from '../../../shared/api/transport.ts';

/** `GET /categories/{id}/filter`: as the search filters, within one category. */
export async function getCategoryFilters(
  api: ApiClient,
  categoryId: number,
  query: ApiRequest['query'],
): Promise<FiltersData> {
  return (await api.get<FiltersData>(`/categories/${categoryId}/filter`, query)).data;
}
