import * as identity from '@shop/domain/identity/endpoints';
import type { ResetPasswordRequest, User } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /password/reset` (PUT override): code and new password; other sessions end, this one opens. */
export async function resetPassword(api: ApiClient, request: ResetPasswordRequest): Promise<User> {
  return (await api.call(identity.resetPassword, { body: { ...request, _method: 'PUT' } })).data.user;
}
