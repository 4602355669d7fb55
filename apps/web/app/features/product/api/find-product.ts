import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { ProductDetail, ProductExtra } from '@shop/domain/catalogue/schemas';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

export type ProductWithExtra = { product: ProductDetail; extra: ProductExtra };

/** `GET /products/{id}`: the product page's data and the customer's wholesale/waitlist flags; null when gone. */
export async function findProduct(api: ApiClient, id: number): Promise<ProductWithExtra | null> {
  try {
    const envelope = await api.call(catalogue.product, { params: { id } });
    return { product: envelope.data, extra: envelope.extra_data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
