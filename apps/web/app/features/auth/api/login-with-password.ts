import * as identity from '@shop/domain/identity/endpoints';
import type { LoginRequest, User } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /login`: number and password open a session; the cookie is set. */
export async function loginWithPassword(api: ApiClient, request: LoginRequest): Promise<User> {
  return (await api.call(identity.login, { body: request })).data.user;
}
