import * as identity from '@shop/domain/identity/endpoints';
import type { SignupRequest, User } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/**
 * `POST /profile/signup` for a registered customer who signs in by code: the first password and the
 * e-mail; the account's names and the terms it accepted at sign-in stand.
 */
export async function setFirstPassword(
  api: ApiClient,
  request: Pick<SignupRequest, 'email' | 'password' | 'password_confirmation'>,
): Promise<User> {
  return (await api.call(identity.signup, { body: request })).data.user;
}
