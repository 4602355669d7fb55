import * as identity from '@shop/domain/identity/endpoints';
import type { CompleteProfileRequest, User } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /profile/complete`: names and national code; register_status 3 becomes 4. */
export async function completeProfile(api: ApiClient, request: CompleteProfileRequest): Promise<User> {
  return (await api.call(identity.completeProfile, { body: request })).data;
}
