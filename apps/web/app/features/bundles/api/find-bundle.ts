import * as catalogue from '@shop/domain/catalogue/endpoints';
import type { BundleDetail } from '@shop/domain/catalogue/schemas';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/** `GET /bundles/{id}`: the bundle page's data; null when it is gone (ended, or never was). */
export async function findBundle(api: ApiClient, id: number): Promise<BundleDetail | null> {
  try {
    return (await api.call(catalogue.bundle, { params: { id } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
