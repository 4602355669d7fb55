import * as account from '@shop/domain/account/endpoints';
import type { ApiClient } from '../../../shared/api/client.ts';

// The company link (docs/api.md "Account"): read by the page's loader, written from the browser.

export async function getCompany(api: ApiClient) {
  return (await api.call(account.company)).data.company;
}

/** Links the company with this code; an unknown or expired code is 404 COMPANY_CODE_EXPIRED. */
export async function linkCompany(api: ApiClient, code: string) {
  return (await api.call(account.linkCompany, { body: { code } })).data.company;
}

export async function unlinkCompany(api: ApiClient) {
  await api.call(account.linkCompany, { body: { _method: 'DELETE' } });
}
