import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { ProductCard } from '@shop/domain/catalogue/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/**
 * `GET /products/{id}/similars`. The similar products are not worth failing the product page for:
 * on an error the tab says there are none and the failure stays in the API's log.
 */
export async function getSimilarProducts(api: ApiClient, id: number): Promise<ProductCard[]> {
  return api.call(catalogue.similarProducts, { params: { id } }).then(
    (envelope) => envelope.data,
    () => [],
  );
}
