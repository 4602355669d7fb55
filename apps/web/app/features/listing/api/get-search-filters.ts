import type { QueryOf } from '@shop/domain/api/contract';
import type { catalogueContracts } from '@shop/domain/catalogue/contracts';
import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { FiltersData } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `GET /search/filters`: the brands present and the price range (rials) under the given filters. */
export async function getSearchFilters(
  api: ApiClient,
  query: QueryOf<(typeof catalogueContracts)['searchFilters']>,
): Promise<FiltersData> {
  return (await api.call(catalogue.searchFilters, { query })).data;
}
