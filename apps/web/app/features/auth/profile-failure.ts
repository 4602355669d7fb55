import { ApiError } from '../../shared/api/client.ts';
import { faAccount } from '../../shared/i18n/fa-account.ts';
import { fieldServerMessages, firstServerMessage } from './server-errors.ts';

/**
 * What a failed write of the profile's pages (edit, password, mobile) asks the page to do
 * (checkout-and-account.md §8): put a 422's messages by their fields; sign in again after a 401 (the
 * session ended); complete registration after 403 PROFILE_INCOMPLETE; otherwise say the server's
 * sentence (a limit, an SMS that could not leave), or that the request never got an answer.
 */
export type ProfileFailure =
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'sign-in' | 'register' | 'toast'; message: string };

export function profileFailure(error: unknown): ProfileFailure {
  if (!(error instanceof ApiError)) return { kind: 'toast', message: faAccount.auth.networkError };
  const message = firstServerMessage(error) ?? faAccount.profileEdit.sendFailed;
  if (error.status === 401) return { kind: 'sign-in', message };
  if (error.envelope?.extra_data.error === 'PROFILE_INCOMPLETE') return { kind: 'register', message };
  const fields = error.status === 422 ? fieldServerMessages(error) : {};
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  return { kind: 'toast', message };
}
