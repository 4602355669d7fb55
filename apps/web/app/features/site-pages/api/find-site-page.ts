import * as content from '@shop/domain/content/endpoints';
import type { ContentPage } from '@shop/domain/content/pages';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/** `GET pages/{slug}`: one of the shop's own pages; null when there is no such page. */
export async function findSitePage(api: ApiClient, slug: string): Promise<ContentPage | null> {
  try {
    return (await api.call(content.page, { params: { slug } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
