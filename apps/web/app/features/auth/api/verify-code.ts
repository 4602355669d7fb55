import * as identity from '@shop/domain/identity/endpoints';
import type { User, VerificationRequest } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /verification`: the code (and, registering, the terms) open a session; the cookie is set. */
export async function verifyCode(api: ApiClient, request: VerificationRequest): Promise<User> {
  return (await api.call(identity.verifyCode, { body: request })).data.user;
}
