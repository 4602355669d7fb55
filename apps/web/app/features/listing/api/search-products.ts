import type { QueryOf } from '@shop/domain/api/contract';
import type { catalogueContracts } from '@shop/domain/catalogue/contracts';
import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { ApiClient } from '../../../shared/api/client.ts';
import { toProductListPage, type ProductListPage } from '../product-list-page.ts';

/** `GET /search`: the all-products listing (search term, brand and shelf pages), one page of 16. */
export async function searchProducts(
  api: ApiClient,
  query: QueryOf<(typeof catalogueContracts)['search']>,
): Promise<ProductListPage> {
  return toProductListPage(await api.call(catalogue.search, { query }));
}
