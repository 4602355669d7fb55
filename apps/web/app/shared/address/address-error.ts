import { ApiError } from '../api/client.ts';
import { faAddresses } from '../i18n/fa-addresses.ts';

/**
 * The one toast of a refused address call (checkout-and-account.md §8 "Address save, status false":
 * the first message of the first field; a plain message as it is, e.g. LAST_ADDRESS's). No answer at
 * all, or an answer with no message, gets the generic Persian sentence.
 */
export function addressErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return faAddresses.genericError;
  const message = error.envelope?.message;
  if (typeof message === 'string') return message.trim() ? message : faAddresses.genericError;
  const first = message ? Object.values(message)[0] : undefined;
  return (Array.isArray(first) ? first[0] : undefined) ?? faAddresses.genericError;
}
