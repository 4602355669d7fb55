import * as identity from '@shop/domain/identity/endpoints';
import type { CodeSentData, MobileChangeNewNumberRequest } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /profile/mobile/new-number`: step 2, the current number's code and the new number. */
export async function sendNewMobileCode(
  api: ApiClient,
  request: MobileChangeNewNumberRequest,
): Promise<CodeSentData> {
  return (await api.call(identity.mobileChangeNewNumber, { body: request })).data;
}
