import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { Brand } from '@shop/domain/catalogue/schemas';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/** `GET /brands/{id}`: the brand's logo, name and description; null when there is no such brand. */
export async function findBrand(api: ApiClient, brandId: number): Promise<Brand | null> {
  try {
    return (await api.call(catalogue.brand, { params: { id: brandId } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
