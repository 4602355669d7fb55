import type { ProductListExtra } from '@shop/domain/catalogue/listing';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { ApiRequest } from '../../../shared/api/transport.ts';
import { toProductListPage, type ProductListPage } from '../product-list-page.ts';

/** `GET /categories/{id}/products`: a category's products (its sub-categories' included), one page. */
export async function getCategoryProducts(
  api: ApiClient,
  categoryId: number,
  query: ApiRequest['query'],
): Promise<ProductListPage> {
  const envelope = await api.get<ProductCard[], ProductListExtra>(
    `/categories/${categoryId}/products`,
    query,
  );
  return toProductListPage(envelope);
}
