import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { CategoryDetail } from '@shop/domain/catalogue/schemas';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/** `GET /categories/{id}`: the category with its breadcrumb and children; null when there is none. */
export async function findCategory(api: ApiClient, categoryId: number): Promise<CategoryDetail | null> {
  try {
    return (await api.call(catalogue.category, { params: { id: categoryId } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
