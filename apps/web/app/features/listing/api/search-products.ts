import type { ProductListExtra } from '@shop/domain/catalogue/listing';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';
import type { ApiRequest } from '../../../shared/api/transport.ts';
import { toProductListPage, type ProductListPage } from '../product-list-page.ts';

/** `GET /search`: the all-products listing (search term, brand and shelf pages), one page of 16. */
export async function searchProducts(api: ApiClient, query: ApiRequest['query']): Promise<ProductListPage> {
  return toProductListPage(await api.get<ProductCard[], ProductListExtra>('/search', query));
}
