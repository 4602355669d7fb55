import * as identity from '@shop/domain/identity/endpoints';
import type { User } from '@shop/domain/identity/schemas';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';

/** Whether a page request carries the session cookie at all; without it nobody is signed in. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader !== null && /(?:^|;\s*)sid=[^;]/.test(cookieHeader);
}

/**
 * `GET /profile` for the page's own request (server loaders; the cookie is forwarded): the
 * signed-in customer, or null when there is no session or it has ended (401). Other failures throw.
 */
export async function findCurrentUser(api: ApiClient, cookieHeader: string | null): Promise<User | null> {
  if (!hasSessionCookie(cookieHeader)) return null;
  try {
    return (await api.call(identity.profile)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
