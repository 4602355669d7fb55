import * as content from '@shop/domain/content/endpoints';
import type { Landing } from '@shop/domain/content/landings';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/** `GET landings/{slug}`: a campaign's page; null when there is none (or it has ended). */
export async function findLanding(api: ApiClient, slug: string): Promise<Landing | null> {
  try {
    return (await api.call(content.landing, { params: { slug } })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
