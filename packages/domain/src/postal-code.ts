import { toLatinDigits } from './persian-digits.ts';

export function normalizePostalCode(input: string): string {
  return toLatinDigits(input).replace(/[\s-]/g, '');
}

// Iran Post's published format is usually quoted as "no 0 or 2 in the first five digits", but
// sources disagree on the details, and rejecting a real address costs an order. We enforce only
// what is certain: 10 digits, no leading 0 or 2 (never issued), and not one digit repeated.
export function isValidPostalCode(input: string): boolean {
  const code = normalizePostalCode(input);
  return /^[13-9][0-9]{9}$/.test(code) && !/^(\d)\1{9}$/.test(code);
}
