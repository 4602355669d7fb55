import * as identity from '@shop/domain/identity/endpoints';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /logout`: ends this session and clears the cookie. Always succeeds on the server's side. */
export async function logout(api: ApiClient): Promise<void> {
  await api.call(identity.logout);
}
