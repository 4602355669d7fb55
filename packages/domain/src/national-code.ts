import { toLatinDigits } from './persian-digits.ts';

const LENGTH = 10;

// Codes from some regions start with zeros that people and old systems drop, so 8 or 9 digits
// are restored to 10 by left-padding, as the official rule allows.
export function normalizeNationalCode(input: string): string {
  const digits = toLatinDigits(input).replace(/[\s-]/g, '');
  return /^[0-9]{8,9}$/.test(digits) ? digits.padStart(LENGTH, '0') : digits;
}

export function isValidNationalCode(input: string): boolean {
  const code = normalizeNationalCode(input);
  if (!/^[0-9]{10}$/.test(code)) return false;
  // Repeated digits pass the checksum but are never issued; forms get them from people typing filler.
  if (/^(\d)\1{9}$/.test(code)) return false;
  const digits = Array.from(code, Number);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += (digits[i] ?? 0) * (LENGTH - i);
  const remainder = sum % 11;
  const check = digits[9];
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}
