import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { QueryOf } from '@shop/domain/api/contract';
import type { catalogueContracts } from '@shop/domain/catalogue/contracts';
import { toProductListPage, type ProductListPage } from '../product-list-page.ts';

/** `GET /categories/{id}/products`: a category's products (its sub-categories' included), one page. */
export async function getCategoryProducts(
  api: ApiClient,
  categoryId: number,
  query: QueryOf<(typeof catalogueContracts)['categoryProducts']>,
): Promise<ProductListPage> {
  const envelope = await api.call(catalogue.categoryProducts, { params: { id: categoryId }, query });
  return toProductListPage(envelope);
}
