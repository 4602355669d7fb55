import * as identity from '@shop/domain/identity/endpoints';
import type { MobileChangeConfirmRequest, User } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /profile/mobile/confirm`: step 3, the new number's code; the customer with the new number. */
export async function confirmMobileChange(
  api: ApiClient,
  request: MobileChangeConfirmRequest,
): Promise<User> {
  return (await api.call(identity.mobileChangeConfirm, { body: request })).data;
}
