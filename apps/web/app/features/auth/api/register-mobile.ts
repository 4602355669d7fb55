import * as identity from '@shop/domain/identity/endpoints';
import type { CodeSentData } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /register`: creates the customer (register_status 3) if none and sends a code. */
export async function registerMobile(api: ApiClient, mobile: string): Promise<CodeSentData> {
  return (await api.call(identity.register, { body: { mobile_no: mobile } })).data;
}
