import { toLatinDigits, toPersianDigits } from '../persian-digits.ts';

// An order's tracking code (decision 49): what a customer reads to the shop on the phone. Ten digits
// (no letters to spell out), nine of them random so that one code says nothing of another, and a
// Damm check digit that catches any single wrong digit and any two neighbours swapped.

// Damm's quasigroup of order 10 (weakly totally anti-symmetric).
const damm = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

function dammDigit(digits: string): number {
  let interim = 0;
  for (const char of digits) interim = damm[interim]?.[Number(char)] ?? 0;
  return interim;
}

/**
 * A tracking code from at least 8 random bytes (the caller's crypto source): nine digits, never
 * starting with 0 (so it reads as a number), then the check digit.
 */
export function trackingCodeFrom(random: Uint8Array): string {
  if (random.length < 8) throw new RangeError('a tracking code needs 8 random bytes');
  let value = 0n;
  for (const byte of random.subarray(0, 8)) value = (value << 8n) | BigInt(byte);
  const body = String(100_000_000n + (value % 900_000_000n));
  return `${body}${dammDigit(body)}`;
}

/** The code as typed or read back (Persian or Arabic digits, spaces or dashes), if it is a real one. */
export function readTrackingCode(text: string): string | null {
  const digits = toLatinDigits(text).replace(/[\s\-‐–]/g, '');
  if (!/^[1-9]\d{9}$/.test(digits)) return null;
  return dammDigit(digits) === 0 ? digits : null;
}

/** «۱۲۳۴۵-۶۷۸۹۰»: two halves of five, as people read it aloud. */
export function formatTrackingCode(code: string): string {
  return toPersianDigits(`${code.slice(0, 5)}-${code.slice(5)}`);
}
