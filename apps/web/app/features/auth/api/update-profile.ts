import * as identity from '@shop/domain/identity/endpoints';
import type { UpdateProfileRequest, User } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /profile` (PUT override): names, national code, e-mail and gender; answers the customer. */
export async function updateProfile(api: ApiClient, request: UpdateProfileRequest): Promise<User> {
  return (await api.call(identity.updateProfile, { body: { ...request, _method: 'PUT' } })).data;
}
