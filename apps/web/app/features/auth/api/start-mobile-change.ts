import * as identity from '@shop/domain/identity/endpoints';
import type { CodeSentData } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /profile/mobile/current-code`: the mobile change's step 1, a code to the current number. */
export async function startMobileChange(api: ApiClient, currentMobile: string): Promise<CodeSentData> {
  return (await api.call(identity.mobileChangeStart, { body: { mobile: currentMobile } })).data;
}
