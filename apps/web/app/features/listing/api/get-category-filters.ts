import type { QueryOf } from '@shop/domain/api/contract';
import type { catalogueContracts } from '@shop/domain/catalogue/contracts';
import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `GET /categories/{id}/filter`: as the search filters, within one category. */
export async function getCategoryFilters(
  api: ApiClient,
  categoryId: number,
  query: QueryOf<(typeof catalogueContracts)['categoryFilters']>,
): Promise<FiltersData> {
  return (await api.call(catalogue.categoryFilters, { params: { id: categoryId }, query })).data;
}
