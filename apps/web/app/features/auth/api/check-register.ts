import * as identity from '@shop/domain/identity/endpoints';
import { ApiError, type ApiClient } from '../../../shared/api/client.ts';
import type { CheckResult } from '../login-steps.ts';

/** `POST /check-register`: how a number signs in. A 404 is an answer here (a new number), not a failure. */
export async function checkRegister(api: ApiClient, mobile: string): Promise<CheckResult> {
  try {
    const { data } = await api.call(identity.checkRegister, { body: { mobile_no: mobile } });
    return { found: true, ...data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: false };
    throw error;
  }
}
