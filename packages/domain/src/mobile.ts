import { toLatinDigits } from './persian-digits.ts';

export type MobileError = 'MOBILE_NOT_DIGITS' | 'MOBILE_LENGTH';

export type MobileResult = { ok: true; value: string } | { ok: false; error: MobileError };

// People type numbers the way they read them: "0912 123-4567", "(0912) 1234567".
const IGNORED_SEPARATORS = /[\s\-()]/g;

// A bare "98" is only a country code when a full 10-digit mobile (9xxxxxxxxx) follows it;
// otherwise it could be the start of a national number.
function replaceCountryCode(number: string): string {
  if (number.startsWith('+98')) return `0${number.slice(3)}`;
  if (number.startsWith('0098')) return `0${number.slice(4)}`;
  if (/^989[0-9]{9}$/.test(number)) return `0${number.slice(2)}`;
  return number;
}

export function parseMobile(input: string): MobileResult {
  const compact = replaceCountryCode(toLatinDigits(input).replace(IGNORED_SEPARATORS, ''));
  if (!/^[0-9]*$/.test(compact)) return { ok: false, error: 'MOBILE_NOT_DIGITS' };
  const national = /^9[0-9]{9}$/.test(compact) ? `0${compact}` : compact;
  if (!/^09[0-9]{9}$/.test(national)) return { ok: false, error: 'MOBILE_LENGTH' };
  return { ok: true, value: national };
}

// Addresses store the international form; refusing bad input here keeps junk out of storage.
export function toStoredMobile(national: string): string {
  const parsed = parseMobile(national);
  if (!parsed.ok) throw new RangeError(`not a mobile number (${parsed.error}): ${national}`);
  return `+98${parsed.value.slice(1)}`;
}

// Display must never fail on legacy stored values, so anything unrecognised is shown as stored.
export function toDisplayMobile(stored: string): string {
  return replaceCountryCode(stored.trim());
}

/**
 * Whether two numbers as people type them are one number (+98, 0098, Persian digits and spaces
 * read away): a new mobile must differ from the current one (checkout-and-account.md §5). A number
 * that does not parse equals nothing.
 */
export function isSameMobile(a: string, b: string): boolean {
  const first = parseMobile(a);
  const second = parseMobile(b);
  return first.ok && second.ok && first.value === second.value;
}

/**
 * A number with its middle hidden, 0912***4567, for a text that names it to someone who may not be
 * its owner (the old number told of a change). Anything unrecognised is hidden whole.
 */
export function maskMobile(input: string): string {
  const parsed = parseMobile(input);
  return parsed.ok ? `${parsed.value.slice(0, 4)}***${parsed.value.slice(7)}` : '***';
}

export function keepMobileKeystroke(key: string): boolean {
  return /^[0-9\u06F0-\u06F9\u0660-\u0669]$/.test(key);
}
