import { toLatinDigits } from '../persian-digits.ts';

// A customer's introduce (referral) code (checkout-and-account.md §1, §3 "User"; decision 057): six
// characters of an alphabet without 0/O and 1/I/L, as the API draws them, read aloud and typed from a
// screenshot. Free of zod, so the web's first script can read `?ref=` cheaply on any page.

export const introduceCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const introduceCodeLength = 6;

const pattern = new RegExp(`^[${introduceCodeAlphabet}]{${introduceCodeLength}}$`);

/**
 * An introduce code as people pass it on (any case, Persian or Arabic digits, spaces around) in the
 * form it is stored, or null when it cannot be one.
 */
export function readIntroduceCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = toLatinDigits(raw.trim()).toUpperCase();
  return pattern.test(code) ? code : null;
}
