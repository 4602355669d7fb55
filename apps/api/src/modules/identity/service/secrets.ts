import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { oneTimeCode } from '@shop/domain/identity/constants';

// Random values and their stored forms. Tokens and codes are only ever stored hashed, so a copy
// of the database opens no session and reveals no code.

/** A session token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table keeps of a token. A plain SHA-256 suffices: the token is 256 random bits. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A one-time code of `oneTimeCode.length` digits, uniformly random. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 10 ** oneTimeCode.length)).padStart(oneTimeCode.length, '0');
}

/**
 * What one_time_codes keeps of a code: keyed by a server pepper and bound to the number, so a leaked
 * table is no list of codes. (Four digits are guessable offline anyway; the pepper and the two-minute
 * life are what protect them, and tries are counted online.) `binding` binds it to a purpose too
 * (one-time-codes.ts `CodePurpose`); sign-in codes have none and hash as they always did.
 */
export function hashOneTimeCode(
  pepper: string,
  storedMobile: string,
  code: string,
  binding: string | null = null,
): string {
  const input = binding === null ? `${storedMobile}:${code}` : `${binding}:${storedMobile}:${code}`;
  return createHmac('sha256', pepper).update(input).digest('hex');
}

// No 0/O, 1/I/L: the code is read aloud and typed from a screenshot.
const introduceAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A customer's short referral code, e.g. "K7QM2X". */
export function newIntroduceCode(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += introduceAlphabet[randomInt(0, introduceAlphabet.length)];
  return code;
}
