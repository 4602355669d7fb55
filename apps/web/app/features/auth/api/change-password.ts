import * as identity from '@shop/domain/identity/endpoints';
import type { ChangePasswordRequest, User } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /profile/change-password` (PUT override): the old password and the new one twice. */
export async function changePassword(api: ApiClient, request: ChangePasswordRequest): Promise<User> {
  return (await api.call(identity.changePassword, { body: { ...request, _method: 'PUT' } })).data;
}
