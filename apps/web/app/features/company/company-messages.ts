import { ApiError } from '../../shared/api/client.ts';
import { faAddresses } from '../../shared/i18n/fa-addresses.ts';

/**
 * The toasts of a refused company code (checkout-and-account.md §8 "Company code"): the 404's
 * sentence as the server words it (an unknown code reads as an expired one: a guess learns nothing);
 * otherwise every message of the `code` field, or the plain message. No answer: the generic sentence.
 */
export function companyErrorMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [faAddresses.genericError];
  const message = error.envelope?.message;
  if (typeof message === 'string') return [message.trim() || faAddresses.genericError];
  const code = message?.['code'] ?? [];
  const all = code.length > 0 ? code : Object.values(message ?? {}).flat();
  return all.length > 0 ? all : [faAddresses.genericError];
}

/** What the input holds after `?code=`: trimmed, or empty when the query has none. */
export function codeFromQuery(search: string): string {
  return (new URLSearchParams(search).get('code') ?? '').trim().slice(0, 40);
}
