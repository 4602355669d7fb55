import { ApiError } from '../../shared/api/client.ts';
import { faAccount } from '../../shared/i18n/fa-account.ts';
import { fieldServerMessages, firstServerMessage } from '../../shared/api/server-messages.ts';

export { fieldServerMessages, firstServerMessage };

/**
 * The sentence a failed sign-in call shows (storefront.md §8). The API's messages are Persian
 * already: a string, or a map of field to messages.
 */
export type FailedCall =
  /** check-register, register and code: the number's step. */
  | 'mobile'
  | 'password'
  /** verification and password reset. */
  | 'code'
  /** profile completion (registration's form). */
  | 'profile';

/** The first message the answer gave for one field (`message.password[0]`). */
export function fieldServerMessage(error: unknown, field: string): string | null {
  const message = error instanceof ApiError ? error.envelope?.message : undefined;
  if (!message || typeof message === 'string') return null;
  return message[field]?.[0] ?? null;
}

export function failureMessage(error: unknown, call: FailedCall): string {
  // A request that never got an answer: offline, or the server is unreachable.
  if (!(error instanceof ApiError)) return faAccount.auth.networkError;
  if (error.status === 429) return firstServerMessage(error) ?? faAccount.auth.genericError;
  switch (call) {
    case 'password':
      // 404 is the spec's "wrong password" (also for an unknown number: nothing to probe with).
      if (error.status === 404) return faAccount.auth.wrongPassword;
      return (
        fieldServerMessage(error, 'password') ?? firstServerMessage(error) ?? faAccount.auth.genericError
      );
    case 'mobile':
      return (
        fieldServerMessage(error, 'mobile_no') ?? firstServerMessage(error) ?? faAccount.auth.genericError
      );
    case 'profile':
      // "Registration: server messages per field; other failure «خطایی رخ داد»."
      return error.status === 422
        ? (firstServerMessage(error) ?? faAccount.auth.genericError)
        : faAccount.auth.genericError;
    case 'code':
      return firstServerMessage(error) ?? faAccount.auth.genericError;
  }
}
