import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { CategoryShelves } from '@shop/domain/catalogue/schemas';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/** `GET /categories/{id}/shelves`: a branch category's shelves page; null when there is no such category. */
export async function findCategoryShelves(
  api: ApiClient,
  categoryId: number,
): Promise<CategoryShelves | null> {
  try {
    return (await api.call(catalogue.categoryShelves, { params: { id: categoryId } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
