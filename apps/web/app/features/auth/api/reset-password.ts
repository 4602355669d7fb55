import type { ResetPasswordRequest, SessionData, User } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /password/reset` (PUT override): code and new password; other sessions end, this one opens. */
export async function resetPassword(api: ApiClient, request: ResetPasswordRequest): Promise<User> {
  return (await api.post<SessionData>('/password/reset', { ...request, _method: 'PUT' })).data.user;
}
