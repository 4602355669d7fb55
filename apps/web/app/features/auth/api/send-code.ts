import * as identity from '@shop/domain/identity/endpoints';
import type { CodeSentData } from '@shop/domain/identity/schemas';
import type { ApiClient } from '../../../shared/api/client.ts';

/** `POST /code`: a one-time code for an existing customer (sign in by code, forgotten password, resend). */
export async function sendCode(api: ApiClient, mobile: string): Promise<CodeSentData> {
  return (await api.call(identity.sendCode, { body: { mobile_no: mobile } })).data;
}
